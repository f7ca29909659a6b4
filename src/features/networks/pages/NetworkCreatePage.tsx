import { useMemo } from 'react';
import { EntityForm } from '../../../components/entity/EntityForm';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { paths } from '../../../core/paths';
import { selectActiveSite } from '../../../core/tenancy/tenancySlice';
import { useAppSelector } from '../../../core/state/hooks';
import { NetworkFields } from '../components/NetworkFields';
import { useCreateNetworkMutation, useGetNextFreeNetworkQuery } from '../networksApi';
import { emptyNetworkValues, networkPayloadOf, networkSchema } from '../networkValues';

/** /networks/create: a new network of the active site, prefilled with its next free VLAN and subnet. */
export default function NetworkCreatePage() {
  const [createNetwork] = useCreateNetworkMutation();
  const site = useAppSelector(selectActiveSite);
  // A fresh proposal each time the form opens: another user may have taken the last one.
  const proposal = useGetNextFreeNetworkQuery(undefined, { refetchOnMountOrArgChange: true });
  const initialValues = useMemo(() => emptyNetworkValues(proposal.data), [proposal.data]);
  // Without a proposal (it failed) the fields start empty; the form never waits for more than one answer.
  if (proposal.isFetching && !proposal.data)
    return <FullPageSpinner fill={false} label="Finding a free VLAN and subnet" />;
  return (
    <EntityForm
      title="Create network"
      initialValues={initialValues}
      validationSchema={networkSchema}
      save={(values) => createNetwork(networkPayloadOf(values)).unwrap()}
      savedTitle="Network created"
      savedPath={(network) => paths.network(network.id)}
      cancelPath={paths.networks}
    >
      <NetworkFields siteId={site?.id} />
    </EntityForm>
  );
}
