import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { DeleteEntityDialog, blockersSentence } from '../../../components/entity/DeleteEntityDialog';
import { DetailSection } from '../../../components/entity/DetailSection';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { HistoryPanel } from '../../../components/entity/HistoryPanel';
import { RelatedList } from '../../../components/entity/RelatedList';
import { formatDateTime } from '../../../components/format';
import { paths } from '../../../core/paths';
import { relatedExternalIpColumns, relatedOutletColumns, relatedWirelessColumns } from '../components/columns';
import { networkCrumbs } from '../components/networkCrumbs';
import { useDeleteNetworkMutation, useGetNetworkQuery } from '../networksApi';
import type { Network } from '../networkTypes';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { EntityReference } from '../../../components/entity/hoverCard/EntityReference';

function NetworkDetail({ network }: { network: Network }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteNetwork, { isLoading }] = useDeleteNetworkMutation();
  usePageCrumbs(networkCrumbs(network));
  const byNetwork = { network_id: network.id };

  return (
    <>
      <PageHeader
        title={network.name}
        subtitle={`VLAN ${network.vlan_id} · ${network.subnet}`}
        onEdit={() => navigate(paths.networkEdit(network.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={network.can_delete === false}
        deleteDisabledReason={blockersSentence(network.delete_blockers)}
      />
      <Stack spacing={3}>
        <DetailSection
          title="Network"
          fields={[
            { label: 'Name', value: network.name },
            { label: 'VLAN ID', value: network.vlan_id },
            { label: 'Subnet', value: network.subnet },
            { label: 'Gateway', value: network.gateway },
            {
              label: 'Tenant',
              value: network.tenant_id ? (
                <EntityReference entity="tenant" id={network.tenant_id}>
                  {network.tenant_name}
                </EntityReference>
              ) : null,
            },
            {
              label: 'Speed limit',
              value: network.speed_limit_id ? (
                <Link component={RouterLink} to={paths.speedLimit(network.speed_limit_id)}>
                  {network.speed_limit_name}
                </Link>
              ) : null,
            },
            { label: 'Description', value: network.description },
            { label: 'Created', value: formatDateTime(network.created_at) },
            { label: 'Modified', value: formatDateTime(network.modified_at) },
          ]}
        />
        <RelatedList
          title="Outlets"
          source={sourceOf('outlet')}
          params={byNetwork}
          columns={relatedOutletColumns}
          rowPath={(outlet) => paths.outlet(outlet.id)}
          viewAllPath={`${paths.outlets}?network_id=${network.id}`}
        />
        <RelatedList
          title="Wireless"
          source={sourceOf('wireless')}
          params={byNetwork}
          columns={relatedWirelessColumns}
          rowPath={(wireless) => paths.wirelessDetail(wireless.id)}
          viewAllPath={`${paths.wireless}?network_id=${network.id}`}
        />
        <RelatedList
          title="External IPs"
          source={sourceOf('external_ip')}
          params={byNetwork}
          columns={relatedExternalIpColumns}
          rowPath={(ip) => paths.externalIp(ip.id)}
          viewAllPath={`${paths.externalIps}?network_id=${network.id}`}
          actions={
            <Button size="small" component={RouterLink} to={`${paths.externalIpCreate}?network_id=${network.id}`}>
              Add external IP
            </Button>
          }
        />
        <HistoryPanel entity="network" objectId={network.id} />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="network"
        name={network.name}
        onConfirm={() => deleteNetwork(network.id).unwrap()}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /network/{id}: the network, its tenant and speed limit, what uses it, and its history. */
export default function NetworkDetailPage() {
  return (
    <EntityRoutePage entity="network" useItem={useGetNetworkQuery}>
      {(network: Network) => <NetworkDetail network={network} />}
    </EntityRoutePage>
  );
}
