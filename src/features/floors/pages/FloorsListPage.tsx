import { entityListPage } from '../../../components/entity/EntityListPage';
import { useFloorColumns } from '../components/useFloorColumns';
import { floorFilters, offeredFloorFilters } from '../floorFilters';
import { useListFloorsQuery } from '../floorsApi';

/** /floors: the active site's floors, filtered by address, floor, room, network or port state from the URL. */
export default entityListPage('floor', {
  useList: useListFloorsQuery,
  useColumns: useFloorColumns,
  filters: floorFilters,
  offeredFilters: offeredFloorFilters,
});
