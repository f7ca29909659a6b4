import { skipToken } from '@reduxjs/toolkit/query';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { useRouteId } from '../../../components/entity/useRouteId';
import { paths } from '../../../core/paths';
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
      title={`Edit ${network.name}`}
      record={{ entity: 'network', id: network.id }}
      initialValues={networkValuesOf(network)}
      validationSchema={networkSchema}
      save={(values) => updateNetwork({ id: network.id, body: networkPayloadOf(values) }).unwrap()}
      savedTitle="Network updated"
      savedPath={() => paths.network(network.id)}
      cancelPath={paths.network(network.id)}
    >
      <NetworkFields siteId={network.site_id} />
    </EntityForm>
  );
}

/** /network/{id}/edit */
export default function NetworkEditPage() {
  const id = useRouteId();
  const query = useGetNetworkQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="Network"
      backPath={paths.networks}
      backLabel="Back to networks"
    >
      {(network) => <EditNetwork network={network} />}
    </EntityDetailFrame>
  );
}
