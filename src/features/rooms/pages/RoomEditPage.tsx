import { skipToken } from '@reduxjs/toolkit/query';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { useRouteId } from '../../../components/entity/useRouteId';
import { paths } from '../../../core/paths';
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
      title={`Edit ${room.name}`}
      record={{ entity: 'room', id: room.id }}
      initialValues={roomValuesOf(room)}
      validationSchema={roomSchema}
      save={(values) => updateRoom({ id: room.id, body: roomPayloadOf(values) }).unwrap()}
      savedTitle="Room updated"
      savedPath={() => paths.room(room.id)}
      cancelPath={paths.room(room.id)}
    >
      <RoomFields />
    </EntityForm>
  );
}

/** /room/{id}/edit */
export default function RoomEditPage() {
  const id = useRouteId();
  const query = useGetRoomQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="Room"
      backPath={paths.rooms}
      backLabel="Back to rooms"
    >
      {(room) => <EditRoom room={room} />}
    </EntityDetailFrame>
  );
}
