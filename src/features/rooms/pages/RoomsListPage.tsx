import { entityListPage } from '../../../components/entity/EntityListPage';
import { useRoomColumns } from '../components/useRoomColumns';
import { offeredRoomFilters, roomFilters } from '../roomFilters';
import { useListRoomsQuery } from '../roomsApi';

/** /rooms: the active site's rooms with today's tenant, filtered by address, floor, kind, network or port state. */
export default entityListPage('room', {
  useList: useListRoomsQuery,
  useColumns: useRoomColumns,
  filters: roomFilters,
  offeredFilters: offeredRoomFilters,
});
