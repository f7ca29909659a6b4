import { entityListPage } from '../../../components/entity/EntityListPage';
import { networkColumns } from '../components/columns';
import { NetworksSectionLinks } from '../components/NetworksSectionLinks';
import { networkFilters, offeredNetworkFilters } from '../networkFilters';
import { useListNetworksQuery } from '../networksApi';

/** /networks: the active site's networks, filtered by tenant or speed limit (?speed_limit_id=). */
export default entityListPage('network', {
  subtitle: <NetworksSectionLinks />,
  useList: useListNetworksQuery,
  useColumns: () => networkColumns,
  filters: networkFilters,
  offeredFilters: offeredNetworkFilters,
});
