import { entityEditPage } from '../../../components/entity/entityFormPages';
import { networkCrumbs } from '../components/networkCrumbs';
import { NetworkFields } from '../components/NetworkFields';
import { useGetNetworkQuery, useUpdateNetworkMutation } from '../networksApi';
import type { Network } from '../networkTypes';
import { networkForm } from '../networkValues';

/** The network's own site offers its VLANs and subnets. */
const FieldsOfSite = ({ item }: { item: Network }) => <NetworkFields siteId={item.site_id} />;

/** /network/{id}/edit */
export default entityEditPage(networkForm, {
  calls: { get: useGetNetworkQuery, update: useUpdateNetworkMutation },
  crumbs: networkCrumbs,
  Fields: FieldsOfSite,
});
