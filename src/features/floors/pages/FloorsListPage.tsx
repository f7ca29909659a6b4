import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useFloorColumns } from '../components/useFloorColumns';
import { floorFilters, offeredFloorFilters } from '../floorFilters';
import { useListFloorsQuery } from '../floorsApi';
import type { Floor } from '../floorTypes';

const rowPath = (floor: Floor) => paths.floor(floor.id);

/** /floors: the active site's floors, filtered by address, floor, room, network or port state from the URL. */
export default function FloorsListPage() {
  const columns = useFloorColumns();
  return (
    <EntityListPage
      title="Floors"
      plural="floors"
      path="/crm/floors/"
      useList={useListFloorsQuery}
      columns={columns}
      filters={floorFilters}
      offeredFilters={offeredFloorFilters}
      rowPath={rowPath}
      createPath={paths.floorCreate}
      createLabel="Create floor"
    />
  );
}
