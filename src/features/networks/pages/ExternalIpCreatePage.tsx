import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EntityForm } from '../../../components/entity/EntityForm';
import { parseId, paths } from '../../../core/paths';
import { ExternalIpFields } from '../components/ExternalIpFields';
import { useCreateExternalIpMutation } from '../networksApi';
import { emptyExternalIpValues, externalIpPayloadOf, externalIpSchema } from '../externalIpValues';

/** /external-ips/create: a new address of the active site; `?network_id=` (a network's page) routes it there. */
export default function ExternalIpCreatePage() {
  const [createExternalIp] = useCreateExternalIpMutation();
  const [search] = useSearchParams();
  const networkId = parseId(search.get('network_id'));
  const initialValues = useMemo(() => emptyExternalIpValues(networkId), [networkId]);
  return (
    <EntityForm
      entity="external_ip"
      initialValues={initialValues}
      validationSchema={externalIpSchema}
      save={(values) => createExternalIp(externalIpPayloadOf(values)).unwrap()}
      cancelPath={networkId ? paths.network(networkId) : paths.externalIps}
    >
      <ExternalIpFields />
    </EntityForm>
  );
}
