import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { networkColumns } from '../components/columns';
import { NetworksSectionLinks } from '../components/NetworksSectionLinks';
import { networkFilters, offeredNetworkFilters } from '../networkFilters';
import { useListNetworksQuery } from '../networksApi';
import type { Network } from '../networkTypes';

const rowPath = (network: Network) => paths.network(network.id);

/** /networks: the active site's networks, filtered by tenant or speed limit (?speed_limit_id=). */
export default function NetworksListPage() {
  return (
    <EntityListPage
      title="Networks"
      subtitle={<NetworksSectionLinks />}
      plural="networks"
      path="/crm/networks/"
      useList={useListNetworksQuery}
      columns={networkColumns}
      filters={networkFilters}
      offeredFilters={offeredNetworkFilters}
      rowPath={rowPath}
      createPath={paths.networkCreate}
      createLabel="Create network"
    />
  );
}
