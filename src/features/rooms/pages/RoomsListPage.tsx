import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useRoomColumns } from '../components/useRoomColumns';
import { offeredRoomFilters, roomFilters } from '../roomFilters';
import { useListRoomsQuery } from '../roomsApi';
import type { Room } from '../roomTypes';

const rowPath = (room: Room) => paths.room(room.id);

/** /rooms: the active site's rooms with today's tenant, filtered by address, floor, kind, network or port state. */
export default function RoomsListPage() {
  const columns = useRoomColumns();
  return (
    <EntityListPage
      title="Rooms"
      plural="rooms"
      path="/crm/rooms/"
      useList={useListRoomsQuery}
      columns={columns}
      filters={roomFilters}
      offeredFilters={offeredRoomFilters}
      rowPath={rowPath}
      createPath={paths.roomCreate}
      createLabel="Create room"
    />
  );
}
