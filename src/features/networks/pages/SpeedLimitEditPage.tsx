import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { speedLimitCrumbs } from '../components/networkCrumbs';
import { SpeedLimitFields } from '../components/SpeedLimitFields';
import { useGetSpeedLimitQuery, useUpdateSpeedLimitMutation } from '../networksApi';
import type { SpeedLimit } from '../networkTypes';
import { speedLimitPayloadOf, speedLimitSchema, speedLimitValuesOf } from '../speedLimitValues';

function EditSpeedLimit({ limit }: { limit: SpeedLimit }) {
  const [updateSpeedLimit] = useUpdateSpeedLimitMutation();
  usePageCrumbs(speedLimitCrumbs(limit, { label: 'Edit' }));
  return (
    <EntityForm
      entity="speed_limit"
      editing={{ id: limit.id, name: limit.name }}
      initialValues={speedLimitValuesOf(limit)}
      validationSchema={speedLimitSchema}
      save={(values) => updateSpeedLimit({ id: limit.id, body: speedLimitPayloadOf(values) }).unwrap()}
    >
      <SpeedLimitFields />
    </EntityForm>
  );
}

/** /networks/speed-limit/{id}/edit */
export default function SpeedLimitEditPage() {
  return (
    <EntityRoutePage entity="speed_limit" useItem={useGetSpeedLimitQuery}>
      {(limit: SpeedLimit) => <EditSpeedLimit limit={limit} />}
    </EntityRoutePage>
  );
}
