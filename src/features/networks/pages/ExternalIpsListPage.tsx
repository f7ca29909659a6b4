import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { externalIpColumns } from '../components/columns';
import { NetworksSectionLinks } from '../components/NetworksSectionLinks';
import { externalIpFilters, offeredExternalIpFilters } from '../networkFilters';
import { useListExternalIpsQuery } from '../networksApi';
import type { ExternalIp } from '../networkTypes';

const rowPath = (ip: ExternalIp) => paths.externalIp(ip.id);

/** /external-ips and /networks/external-ips: the active site's public addresses. */
export default function ExternalIpsListPage() {
  return (
    <EntityListPage
      title="External IPs"
      subtitle={<NetworksSectionLinks />}
      plural="external IPs"
      path="/crm/external-ips/"
      useList={useListExternalIpsQuery}
      columns={externalIpColumns}
      filters={externalIpFilters}
      offeredFilters={offeredExternalIpFilters}
      rowPath={rowPath}
      createPath={paths.externalIpCreate}
      createLabel="Create external IP"
    />
  );
}
