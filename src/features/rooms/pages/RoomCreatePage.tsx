import { entityCreatePage } from '../../../components/entity/entityFormPages';
import { RoomFields } from '../components/RoomFields';
import { useCreateRoomMutation } from '../roomsApi';
import { roomForm } from '../roomValues';

/** /room/create: a new room; `?floor_id=` (a floor page's "Add room") chooses its floor. */
export default entityCreatePage(roomForm, { useCreate: useCreateRoomMutation, Fields: RoomFields, parent: 'floor' });
