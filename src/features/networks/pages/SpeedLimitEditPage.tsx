import { skipToken } from '@reduxjs/toolkit/query';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { useRouteId } from '../../../components/entity/useRouteId';
import { paths } from '../../../core/paths';
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
      title={`Edit ${limit.name}`}
      record={{ entity: 'speed_limit', id: limit.id }}
      initialValues={speedLimitValuesOf(limit)}
      validationSchema={speedLimitSchema}
      save={(values) => updateSpeedLimit({ id: limit.id, body: speedLimitPayloadOf(values) }).unwrap()}
      savedTitle="Speed limit updated"
      savedPath={() => paths.speedLimit(limit.id)}
      cancelPath={paths.speedLimit(limit.id)}
    >
      <SpeedLimitFields />
    </EntityForm>
  );
}

/** /networks/speed-limit/{id}/edit */
export default function SpeedLimitEditPage() {
  const id = useRouteId();
  const query = useGetSpeedLimitQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="Speed limit"
      backPath={paths.speedLimits}
      backLabel="Back to speed limits"
    >
      {(limit) => <EditSpeedLimit limit={limit} />}
    </EntityDetailFrame>
  );
}
