import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/state/hooks';
import { useGetWirelessCredentialsQuery, useRevealPassphraseMutation } from '../wirelessApi';
import { wirelessToasts } from '../wirelessToasts';
import { PERSONAL_MODES, securityLabel } from '../wirelessChoices';
import type { WirelessCredentials } from '../wirelessTypes';
import { SecretText } from '../components/SecretText';
import { TenantKeyRow } from '../components/TenantKeyRow';
import { useCopyKey } from '../components/useCopyKey';
import { WifiCardDialog, type WifiCard } from '../../../components/wireless/WifiCardDialog';

/** The shared passphrase: hidden until revealed (each reveal asks the server, which records it). */
function SharedPassphrase({
  credentials,
  onCard,
}: {
  credentials: WirelessCredentials;
  onCard: (key: string) => void;
}) {
  const dispatch = useAppDispatch();
  const copy = useCopyKey();
  const [passphrase, setPassphrase] = useState<string | null>(null);
  const [reveal, revealing] = useRevealPassphraseMutation();
  if (!credentials.has_passphrase) return <Typography>This network has no shared passphrase.</Typography>;

  /** The passphrase, from the server unless already shown. */
  const fetchPassphrase = async (): Promise<string | null> => {
    if (passphrase !== null) return passphrase;
    try {
      const revealed = (await reveal(credentials.id).unwrap()).passphrase;
      setPassphrase(revealed);
      return revealed;
    } catch {
      dispatch(wirelessToasts.failed('Reveal failed'));
      return null;
    }
  };

  const busy = revealing.isLoading;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span">Shared passphrase:</Typography>
      <SecretText value={passphrase} label="Shared passphrase" />
      {passphrase === null ? (
        <Button size="small" disabled={busy} onClick={() => void fetchPassphrase()}>
          Reveal
        </Button>
      ) : (
        <Button size="small" onClick={() => setPassphrase(null)}>
          Hide
        </Button>
      )}
      <Button
        size="small"
        disabled={busy}
        onClick={() => void fetchPassphrase().then((value) => (value === null ? undefined : copy(value)))}
        aria-label="Copy shared passphrase"
      >
        Copy
      </Button>
      <Button
        size="small"
        disabled={busy}
        onClick={() => void fetchPassphrase().then((value) => (value === null ? undefined : onCard(value)))}
        aria-label="Wi-Fi card of the shared passphrase"
      >
        Wi-Fi card
      </Button>
    </Stack>
  );
}

function Credentials({ credentials }: { credentials: WirelessCredentials }) {
  const [card, setCard] = useState<WifiCard | null>(null);
  const { id, ssid, hidden } = credentials;
  usePageCrumbs([
    { label: 'Wireless', to: paths.wireless },
    { label: ssid, to: paths.wirelessDetail(id) },
    { label: 'Credentials' },
  ]);
  const personal = PERSONAL_MODES.has(credentials.security);
  return (
    <>
      <PageHeader title={`Credentials of ${ssid}`} subtitle={securityLabel(credentials.security)} />
      <Stack spacing={3}>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Network
          </Typography>
          <SharedPassphrase
            credentials={credentials}
            onCard={(key) => setCard({ ssid, key, hidden, tenantName: null })}
          />
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Tenant keys
          </Typography>
          {!personal ? (
            <Alert severity="info">Tenant keys need a personal (pre-shared key) security mode.</Alert>
          ) : credentials.tenants.length === 0 ? (
            <Alert severity="info">No tenant has a network on this site yet.</Alert>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Tenant keys">
                <TableHead>
                  <TableRow>
                    <TableCell>Tenant</TableCell>
                    <TableCell>Network</TableCell>
                    <TableCell>VLAN</TableCell>
                    <TableCell>Key</TableCell>
                    <TableCell>Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {credentials.tenants.map((tenant) => (
                    <TenantKeyRow
                      key={tenant.tenant_id}
                      wirelessId={id}
                      tenant={tenant}
                      onCard={(tenantName, key) => setCard({ ssid, key, hidden, tenantName })}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      </Stack>
      <WifiCardDialog card={card} onClose={() => setCard(null)} />
    </>
  );
}

/** /wireless/{id}/credentials: the shared passphrase and each tenant's own key, with Wi-Fi cards to print. */
export default function WirelessCredentialsPage() {
  return (
    <EntityRoutePage entity="wireless" useItem={useGetWirelessCredentialsQuery}>
      {(credentials: WirelessCredentials) => <Credentials credentials={credentials} />}
    </EntityRoutePage>
  );
}
