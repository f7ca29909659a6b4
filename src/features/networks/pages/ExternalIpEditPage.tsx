import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
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
      entity="external_ip"
      editing={{ id: ip.id, name: ip.address }}
      initialValues={externalIpValuesOf(ip)}
      validationSchema={externalIpSchema}
      save={(values) => updateExternalIp({ id: ip.id, body: externalIpPayloadOf(values) }).unwrap()}
    >
      <ExternalIpFields />
    </EntityForm>
  );
}

/** /external-ip/{id}/edit */
export default function ExternalIpEditPage() {
  return (
    <EntityRoutePage entity="external_ip" useItem={useGetExternalIpQuery}>
      {(ip: ExternalIp) => <EditExternalIp ip={ip} />}
    </EntityRoutePage>
  );
}
