import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useFloorColumns } from '../components/useFloorColumns';
import { floorFilters, offeredFloorFilters } from '../floorFilters';
import { useListFloorsQuery } from '../floorsApi';

/** /floors: the active site's floors, filtered by address, floor, room, network or port state from the URL. */
export default function FloorsListPage() {
  const columns = useFloorColumns();
  return (
    <EntityListPage
      entity="floor"
      useList={useListFloorsQuery}
      columns={columns}
      filters={floorFilters}
      offeredFilters={offeredFloorFilters}
      createPath={paths.floorCreate}
    />
  );
}
