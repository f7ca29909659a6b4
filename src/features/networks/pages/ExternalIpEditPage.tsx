import { skipToken } from '@reduxjs/toolkit/query';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { useRouteId } from '../../../components/entity/useRouteId';
import { paths } from '../../../core/paths';
import { externalIpCrumbs } from '../components/networkCrumbs';
import { ExternalIpFields } from '../components/ExternalIpFields';
import { useGetExternalIpQuery, useUpdateExternalIpMutation } from '../networksApi';
import type { ExternalIp } from '../networkTypes';
import { externalIpPayloadOf, externalIpSchema, externalIpValuesOf } from '../externalIpValues';

function EditExternalIp({ ip }: { ip: ExternalIp }) {
  const [updateExternalIp] = useUpdateExternalIpMutation();
  usePageCrumbs(externalIpCrumbs(ip, { label: 'Edit' }));
  return (
    <EntityForm
      title={`Edit ${ip.address}`}
      record={{ entity: 'external_ip', id: ip.id }}
      initialValues={externalIpValuesOf(ip)}
      validationSchema={externalIpSchema}
      save={(values) => updateExternalIp({ id: ip.id, body: externalIpPayloadOf(values) }).unwrap()}
      savedTitle="External IP updated"
      savedPath={() => paths.externalIp(ip.id)}
      cancelPath={paths.externalIp(ip.id)}
    >
      <ExternalIpFields />
    </EntityForm>
  );
}

/** /external-ip/{id}/edit */
export default function ExternalIpEditPage() {
  const id = useRouteId();
  const query = useGetExternalIpQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="External IP"
      backPath={paths.externalIps}
      backLabel="Back to external IPs"
    >
      {(ip) => <EditExternalIp ip={ip} />}
    </EntityDetailFrame>
  );
}
