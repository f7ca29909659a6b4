import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { roomCrumbs } from '../components/roomCrumbs';
import { RoomFields } from '../components/RoomFields';
import { useGetRoomQuery, useUpdateRoomMutation } from '../roomsApi';
import type { Room } from '../roomTypes';
import { roomPayloadOf, roomSchema, roomValuesOf } from '../roomValues';

function EditRoom({ room }: { room: Room }) {
  const [updateRoom] = useUpdateRoomMutation();
  usePageCrumbs(roomCrumbs(room, { label: 'Edit' }));
  return (
    <EntityForm
      entity="room"
      editing={{ id: room.id, name: room.name }}
      initialValues={roomValuesOf(room)}
      validationSchema={roomSchema}
      save={(values) => updateRoom({ id: room.id, body: roomPayloadOf(values) }).unwrap()}
    >
      <RoomFields />
    </EntityForm>
  );
}

/** /room/{id}/edit */
export default function RoomEditPage() {
  return (
    <EntityRoutePage entity="room" useItem={useGetRoomQuery}>
      {(room: Room) => <EditRoom room={room} />}
    </EntityRoutePage>
  );
}
