import { entityListPage } from '../../../components/entity/EntityListPage';
import { externalIpColumns } from '../components/columns';
import { NetworksSectionLinks } from '../components/NetworksSectionLinks';
import { externalIpFilters, offeredExternalIpFilters } from '../networkFilters';
import { useListExternalIpsQuery } from '../networksApi';

/** /external-ips and /networks/external-ips: the active site's public addresses. */
export default entityListPage('external_ip', {
  subtitle: <NetworksSectionLinks />,
  useList: useListExternalIpsQuery,
  useColumns: () => externalIpColumns,
  filters: externalIpFilters,
  offeredFilters: offeredExternalIpFilters,
});
