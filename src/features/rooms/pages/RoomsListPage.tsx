import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useRoomColumns } from '../components/useRoomColumns';
import { offeredRoomFilters, roomFilters } from '../roomFilters';
import { useListRoomsQuery } from '../roomsApi';

/** /rooms: the active site's rooms with today's tenant, filtered by address, floor, kind, network or port state. */
export default function RoomsListPage() {
  const columns = useRoomColumns();
  return (
    <EntityListPage
      entity="room"
      useList={useListRoomsQuery}
      columns={columns}
      filters={roomFilters}
      offeredFilters={offeredRoomFilters}
      createPath={paths.roomCreate}
    />
  );
}
