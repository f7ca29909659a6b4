import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { networkCrumbs } from '../components/networkCrumbs';
import { NetworkFields } from '../components/NetworkFields';
import { useGetNetworkQuery, useUpdateNetworkMutation } from '../networksApi';
import type { Network } from '../networkTypes';
import { networkPayloadOf, networkSchema, networkValuesOf } from '../networkValues';

function EditNetwork({ network }: { network: Network }) {
  const [updateNetwork] = useUpdateNetworkMutation();
  usePageCrumbs(networkCrumbs(network, { label: 'Edit' }));
  return (
    <EntityForm
      entity="network"
      editing={{ id: network.id, name: network.name }}
      initialValues={networkValuesOf(network)}
      validationSchema={networkSchema}
      save={(values) => updateNetwork({ id: network.id, body: networkPayloadOf(values) }).unwrap()}
    >
      <NetworkFields siteId={network.site_id} />
    </EntityForm>
  );
}

/** /network/{id}/edit */
export default function NetworkEditPage() {
  return (
    <EntityRoutePage entity="network" useItem={useGetNetworkQuery}>
      {(network: Network) => <EditNetwork network={network} />}
    </EntityRoutePage>
  );
}
