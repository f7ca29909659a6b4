import { useEffect, useState } from 'react';
import { EntityForm } from '../../../components/entity/EntityForm';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { selectActiveSite } from '../../../core/tenancy/tenancySlice';
import { useAppSelector } from '../../../core/state/hooks';
import { NetworkFields } from '../components/NetworkFields';
import { useCreateNetworkMutation, useLazyGetNextFreeNetworkQuery } from '../networksApi';
import { emptyNetworkValues, networkPayloadOf, networkSchema, type NetworkFormValues } from '../networkValues';

/** /networks/create: a new network of the active site, prefilled with its next free VLAN and subnet. */
export default function NetworkCreatePage() {
  const [createNetwork] = useCreateNetworkMutation();
  const site = useAppSelector(selectActiveSite);
  const [fetchProposal] = useLazyGetNextFreeNetworkQuery();
  const [initialValues, setInitialValues] = useState<NetworkFormValues | null>(null);

  // Asked once as the form opens (never from the cache: another user may have taken the last proposal),
  // and kept: a later refetch must not reset what the user typed. Without an answer the fields start empty.
  useEffect(() => {
    let current = true;
    fetchProposal(undefined, false)
      .unwrap()
      .then(
        (proposal) => current && setInitialValues(emptyNetworkValues(proposal)),
        () => current && setInitialValues(emptyNetworkValues()),
      );
    return () => {
      current = false;
    };
  }, [fetchProposal]);

  if (!initialValues) return <FullPageSpinner fill={false} label="Finding a free VLAN and subnet" />;
  return (
    <EntityForm
      entity="network"
      initialValues={initialValues}
      validationSchema={networkSchema}
      save={(values) => createNetwork(networkPayloadOf(values)).unwrap()}
    >
      <NetworkFields siteId={site?.id} />
    </EntityForm>
  );
}
