import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { externalIpColumns } from '../components/columns';
import { NetworksSectionLinks } from '../components/NetworksSectionLinks';
import { externalIpFilters, offeredExternalIpFilters } from '../networkFilters';
import { useListExternalIpsQuery } from '../networksApi';

/** /external-ips and /networks/external-ips: the active site's public addresses. */
export default function ExternalIpsListPage() {
  return (
    <EntityListPage
      entity="external_ip"
      subtitle={<NetworksSectionLinks />}
      useList={useListExternalIpsQuery}
      columns={externalIpColumns}
      filters={externalIpFilters}
      offeredFilters={offeredExternalIpFilters}
      createPath={paths.externalIpCreate}
    />
  );
}
