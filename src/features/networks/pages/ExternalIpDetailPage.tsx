import { useState } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { DeleteEntityDialog, blockersSentence } from '../../../components/entity/DeleteEntityDialog';
import { DetailSection } from '../../../components/entity/DetailSection';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { HistoryPanel } from '../../../components/entity/HistoryPanel';
import { formatDateTime } from '../../../components/format';
import { paths } from '../../../core/paths';
import { externalIpCrumbs } from '../components/networkCrumbs';
import { useDeleteExternalIpMutation, useGetExternalIpQuery } from '../networksApi';
import type { ExternalIp } from '../networkTypes';
import { EntityReference } from '../../../components/entity/hoverCard/EntityReference';

function ExternalIpDetail({ ip }: { ip: ExternalIp }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteExternalIp, { isLoading }] = useDeleteExternalIpMutation();
  usePageCrumbs(externalIpCrumbs(ip));

  return (
    <>
      <PageHeader
        title={ip.address}
        subtitle={ip.network_name ?? undefined}
        onEdit={() => navigate(paths.externalIpEdit(ip.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={ip.can_delete === false}
        deleteDisabledReason={blockersSentence(ip.delete_blockers)}
      />
      <Stack spacing={3}>
        <DetailSection
          title="External IP"
          fields={[
            { label: 'Address', value: ip.address },
            {
              label: 'Network',
              value: ip.network_id ? (
                <EntityReference entity="network" id={ip.network_id}>
                  {ip.network_name}
                </EntityReference>
              ) : null,
            },
            {
              label: 'Tenant',
              value: ip.tenant_id ? (
                <EntityReference entity="tenant" id={ip.tenant_id}>
                  {ip.tenant_name}
                </EntityReference>
              ) : null,
            },
            { label: 'Description', value: ip.description },
            { label: 'Created', value: formatDateTime(ip.created_at) },
            { label: 'Modified', value: formatDateTime(ip.modified_at) },
          ]}
        />
        <HistoryPanel entity="external_ip" objectId={ip.id} />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="external_ip"
        name={ip.address}
        onConfirm={() => deleteExternalIp(ip.id).unwrap()}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /external-ip/{id}: the address, where it is routed and to whom, and its history. */
export default function ExternalIpDetailPage() {
  return (
    <EntityRoutePage entity="external_ip" useItem={useGetExternalIpQuery}>
      {(ip: ExternalIp) => <ExternalIpDetail ip={ip} />}
    </EntityRoutePage>
  );
}
