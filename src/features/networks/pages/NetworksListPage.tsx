import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { networkColumns } from '../components/columns';
import { NetworksSectionLinks } from '../components/NetworksSectionLinks';
import { networkFilters, offeredNetworkFilters } from '../networkFilters';
import { useListNetworksQuery } from '../networksApi';

/** /networks: the active site's networks, filtered by tenant or speed limit (?speed_limit_id=). */
export default function NetworksListPage() {
  return (
    <EntityListPage
      entity="network"
      subtitle={<NetworksSectionLinks />}
      useList={useListNetworksQuery}
      columns={networkColumns}
      filters={networkFilters}
      offeredFilters={offeredNetworkFilters}
      createPath={paths.networkCreate}
    />
  );
}
