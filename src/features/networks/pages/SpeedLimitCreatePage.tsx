import { EntityForm } from '../../../components/entity/EntityForm';
import { paths } from '../../../core/paths';
import { SpeedLimitFields } from '../components/SpeedLimitFields';
import { useCreateSpeedLimitMutation } from '../networksApi';
import { emptySpeedLimitValues, speedLimitPayloadOf, speedLimitSchema } from '../speedLimitValues';

/** /networks/speed-limits/create: a new bandwidth profile of the customer. */
export default function SpeedLimitCreatePage() {
  const [createSpeedLimit] = useCreateSpeedLimitMutation();
  return (
    <EntityForm
      title="Create speed limit"
      initialValues={emptySpeedLimitValues}
      validationSchema={speedLimitSchema}
      save={(values) => createSpeedLimit(speedLimitPayloadOf(values)).unwrap()}
      savedTitle="Speed limit created"
      savedPath={(limit) => paths.speedLimit(limit.id)}
      cancelPath={paths.speedLimits}
    >
      <SpeedLimitFields />
    </EntityForm>
  );
}
