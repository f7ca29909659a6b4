import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EntityForm } from '../../../components/entity/EntityForm';
import { parseId, paths } from '../../../core/paths';
import { OutletFields } from '../components/OutletFields';
import { useCreateOutletMutation } from '../outletsApi';
import { emptyOutletValues, outletPayloadOf, outletSchema } from '../outletValues';

/** /outlet/create: a new outlet; `?room_id=` (a room page's "Add outlet") chooses its room. */
export default function OutletCreatePage() {
  const [createOutlet] = useCreateOutletMutation();
  const [search] = useSearchParams();
  const roomId = parseId(search.get('room_id'));
  const initialValues = useMemo(() => emptyOutletValues(roomId), [roomId]);
  return (
    <EntityForm
      entity="outlet"
      initialValues={initialValues}
      validationSchema={outletSchema}
      save={(values) => createOutlet(outletPayloadOf(values)).unwrap()}
      cancelPath={roomId ? paths.room(roomId) : paths.outlets}
    >
      <OutletFields />
    </EntityForm>
  );
}
