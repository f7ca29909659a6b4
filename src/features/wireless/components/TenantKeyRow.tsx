import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { errorDetail } from '../../../core/api/apiTypes';
import { useAppDispatch } from '../../../core/state/hooks';
import { useRegenerateTenantKeyMutation, useRevealTenantKeyMutation } from '../wirelessApi';
import { wirelessToasts } from '../wirelessToasts';
import type { TenantAccess } from '../wirelessTypes';
import { SecretText } from './SecretText';
import { useCopyKey } from './useCopyKey';

interface TenantKeyRowProps {
  wirelessId: number;
  tenant: TenantAccess;
  onCard: (tenantName: string, key: string) => void;
}

/** One tenant's key: hidden until revealed (each reveal asks the server, which records it). */
export function TenantKeyRow({ wirelessId, tenant, onCard }: TenantKeyRowProps) {
  const dispatch = useAppDispatch();
  const copy = useCopyKey();
  const [key, setKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reveal, revealing] = useRevealTenantKeyMutation();
  const [regenerate, regenerating] = useRegenerateTenantKeyMutation();
  const ids = { id: wirelessId, tenantId: tenant.tenant_id };
  const name = tenant.tenant_name;

  /** The key, from the server unless already shown. */
  const fetchKey = async (): Promise<string | null> => {
    if (key !== null) return key;
    try {
      const revealed = (await reveal(ids).unwrap()).key;
      setKey(revealed);
      return revealed;
    } catch {
      dispatch(wirelessToasts.failed('Reveal failed'));
      return null;
    }
  };

  const renew = async () => {
    setConfirming(false);
    try {
      setKey((await regenerate(ids).unwrap()).key);
      dispatch(wirelessToasts.regenerated(name));
    } catch (error) {
      // The server says why (e.g. a WPA3-only network cannot carry tenant keys).
      dispatch(wirelessToasts.failed('Regenerate failed', errorDetail(error)));
    }
  };

  const busy = revealing.isLoading || regenerating.isLoading;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>{tenant.network_name}</TableCell>
      <TableCell>{tenant.vlan_id}</TableCell>
      <TableCell data-testid={`key-${tenant.tenant_id}`}>
        {tenant.has_key || key ? <SecretText value={key} label={`Key of ${name}`} /> : 'No key yet'}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {tenant.has_key || key ? (
            <>
              {key === null ? (
                <Button
                  size="small"
                  onClick={() => void fetchKey()}
                  disabled={busy}
                  aria-label={`Reveal key of ${name}`}
                >
                  Reveal
                </Button>
              ) : (
                <Button size="small" onClick={() => setKey(null)} aria-label={`Hide key of ${name}`}>
                  Hide
                </Button>
              )}
              <Button
                size="small"
                disabled={busy}
                aria-label={`Copy key of ${name}`}
                onClick={() => void fetchKey().then((value) => (value === null ? undefined : copy(value)))}
              >
                Copy
              </Button>
              <Button
                size="small"
                disabled={busy}
                aria-label={`Wi-Fi card of ${name}`}
                onClick={() => void fetchKey().then((value) => (value === null ? undefined : onCard(name, value)))}
              >
                Wi-Fi card
              </Button>
              <Button
                size="small"
                color="warning"
                disabled={busy}
                onClick={() => setConfirming(true)}
                aria-label={`Regenerate key of ${name}`}
              >
                Regenerate
              </Button>
            </>
          ) : (
            <Button size="small" disabled={busy} onClick={() => void renew()} aria-label={`Generate key for ${name}`}>
              Generate key
            </Button>
          )}
        </Stack>
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          aria-labelledby={`regenerate-${tenant.tenant_id}`}
        >
          <DialogTitle id={`regenerate-${tenant.tenant_id}`}>Regenerate key?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {name} gets a new key. Devices using the old key can no longer join until they are given the new one.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button color="warning" variant="contained" onClick={() => void renew()}>
              Regenerate
            </Button>
          </DialogActions>
        </Dialog>
      </TableCell>
    </TableRow>
  );
}
