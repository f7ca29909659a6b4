import { EntityForm } from '../../../components/entity/EntityForm';
import { SpeedLimitFields } from '../components/SpeedLimitFields';
import { useCreateSpeedLimitMutation } from '../networksApi';
import { emptySpeedLimitValues, speedLimitPayloadOf, speedLimitSchema } from '../speedLimitValues';

/** /networks/speed-limits/create: a new bandwidth profile of the customer. */
export default function SpeedLimitCreatePage() {
  const [createSpeedLimit] = useCreateSpeedLimitMutation();
  return (
    <EntityForm
      entity="speed_limit"
      initialValues={emptySpeedLimitValues}
      validationSchema={speedLimitSchema}
      save={(values) => createSpeedLimit(speedLimitPayloadOf(values)).unwrap()}
    >
      <SpeedLimitFields />
    </EntityForm>
  );
}
