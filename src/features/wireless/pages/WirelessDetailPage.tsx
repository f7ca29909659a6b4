import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import KeyIcon from '@mui/icons-material/Key';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { DeleteEntityDialog, blockersSentence } from '../../../components/entity/DeleteEntityDialog';
import { DetailSection } from '../../../components/entity/DetailSection';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { HistoryPanel } from '../../../components/entity/HistoryPanel';
import { formatDateTime } from '../../../components/format';
import { paths } from '../../../core/paths';
import { useDeleteWirelessMutation, useGetWirelessQuery } from '../wirelessApi';
import { bandLabel, securityLabel } from '../wirelessChoices';
import type { Wireless } from '../wirelessTypes';

const historyLabels = { ssid: 'SSID', vlan_id: 'VLAN', tenant_key: 'Tenant key' };
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function WirelessDetail({ wireless }: { wireless: Wireless }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteWireless, { isLoading }] = useDeleteWirelessMutation();
  usePageCrumbs([{ label: 'Wireless', to: paths.wireless }, { label: wireless.ssid }]);

  return (
    <>
      <PageHeader
        title={wireless.ssid}
        subtitle={securityLabel(wireless.security)}
        onEdit={() => navigate(paths.wirelessEdit(wireless.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={wireless.can_delete === false}
        deleteDisabledReason={blockersSentence(wireless.delete_blockers)}
        actions={
          <Button component={RouterLink} to={paths.wirelessCredentials(wireless.id)} startIcon={<KeyIcon />}>
            Credentials
          </Button>
        }
      />
      <Stack spacing={3}>
        <DetailSection
          title="Wireless network"
          fields={[
            { label: 'SSID', value: wireless.ssid },
            { label: 'Security', value: securityLabel(wireless.security) },
            { label: 'Passphrase', value: wireless.has_passphrase ? 'Set' : 'None' },
            { label: 'Band', value: bandLabel(wireless.band) },
            { label: 'Network', value: wireless.network_name },
            { label: 'VLAN', value: wireless.vlan_id },
            { label: 'Enabled', value: yesNo(wireless.enabled) },
            { label: 'Hidden SSID', value: yesNo(wireless.hidden) },
            { label: 'Description', value: wireless.description },
            { label: 'Created', value: formatDateTime(wireless.created_at) },
            { label: 'Modified', value: formatDateTime(wireless.modified_at) },
          ]}
        />
        <HistoryPanel entity="wireless" objectId={wireless.id} labels={historyLabels} />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="wireless"
        name={wireless.ssid}
        onConfirm={() => deleteWireless(wireless.id).unwrap()}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /wireless/{id}: the wireless network and its history. */
export default function WirelessDetailPage() {
  return (
    <EntityRoutePage entity="wireless" useItem={useGetWirelessQuery}>
      {(wireless: Wireless) => <WirelessDetail wireless={wireless} />}
    </EntityRoutePage>
  );
}
