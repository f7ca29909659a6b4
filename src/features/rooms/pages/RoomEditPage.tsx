import { entityEditPage } from '../../../components/entity/entityFormPages';
import { roomCrumbs } from '../components/roomCrumbs';
import { RoomFields } from '../components/RoomFields';
import { useGetRoomQuery, useUpdateRoomMutation } from '../roomsApi';
import { roomForm } from '../roomValues';

/** /room/{id}/edit */
export default entityEditPage(roomForm, {
  calls: { get: useGetRoomQuery, update: useUpdateRoomMutation },
  crumbs: roomCrumbs,
  Fields: RoomFields,
});
