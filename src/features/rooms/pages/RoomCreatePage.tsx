import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EntityForm } from '../../../components/entity/EntityForm';
import { parseId, paths } from '../../../core/paths';
import { RoomFields } from '../components/RoomFields';
import { useCreateRoomMutation } from '../roomsApi';
import { emptyRoomValues, roomPayloadOf, roomSchema } from '../roomValues';

/** /room/create: a new room; `?floor_id=` (a floor page's "Add room") chooses its floor. */
export default function RoomCreatePage() {
  const [createRoom] = useCreateRoomMutation();
  const [search] = useSearchParams();
  const floorId = parseId(search.get('floor_id'));
  const initialValues = useMemo(() => emptyRoomValues(floorId), [floorId]);
  return (
    <EntityForm
      entity="room"
      initialValues={initialValues}
      validationSchema={roomSchema}
      save={(values) => createRoom(roomPayloadOf(values)).unwrap()}
      cancelPath={floorId ? paths.floor(floorId) : paths.rooms}
    >
      <RoomFields />
    </EntityForm>
  );
}
