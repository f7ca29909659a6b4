import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  useAddMaintenanceWindowMutation,
  useListMaintenanceWindowsQuery,
  useRemoveMaintenanceWindowMutation,
} from '../alertsApi';

const when = (iso: string) => new Date(iso).toLocaleString();
/** `<input type="datetime-local">` wants local time without a zone. */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

function errorText(error: unknown): string | null {
  if (!error) return null;
  const detail = (error as { data?: { detail?: unknown } }).data?.detail;
  if (Array.isArray(detail)) return detail.map((entry: { msg?: string }) => entry.msg).join(' ');
  return typeof detail === 'string' ? detail : 'The window could not be saved.';
}

/** The maintenance windows that have not ended, and a form to add one to a site. */
export default function MaintenanceWindows({ sites }: { sites: { id: number; name: string }[] }) {
  const { data } = useListMaintenanceWindowsQuery();
  const [add, adding] = useAddMaintenanceWindowMutation();
  const [remove] = useRemoveMaintenanceWindowMutation();
  const [siteId, setSiteId] = useState<number | ''>('');
  const [startsAt, setStartsAt] = useState(() => localInput(new Date()));
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(Date.now() + 2 * 3_600_000)));
  const [reason, setReason] = useState('');
  const siteName = (id: number) => sites.find((site) => site.id === id)?.name ?? `Site ${id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (siteId === '') return;
    const saved = await add({
      site_id: siteId,
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(endsAt).toISOString(),
      reason: reason || null,
    });
    if (!('error' in saved)) setReason('');
  };

  return (
    <Stack spacing={2}>
      {data && data.data.length > 0 ? (
        <List dense aria-label="Maintenance windows">
          {data.data.map((window) => (
            <ListItem
              key={window.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove the maintenance window of ${siteName(window.site_id)}`}
                  onClick={() => void remove(window.id)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${siteName(window.site_id)}${window.device_id ? ` (router #${window.device_id})` : ''}: ${when(window.starts_at)} – ${when(window.ends_at)}${window.active ? ' (now)' : ''}`}
                secondary={window.reason}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">No maintenance window planned.</Typography>
      )}
      <Stack
        component="form"
        aria-label="Add a maintenance window"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          select
          size="small"
          label="Site"
          value={siteId}
          onChange={(event) => setSiteId(Number(event.target.value))}
          sx={{ minWidth: 180 }}
          required
        >
          {sites.map((site) => (
            <MenuItem key={site.id} value={site.id}>
              {site.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="datetime-local"
          label="Starts"
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField
          size="small"
          type="datetime-local"
          label="Ends"
          value={endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField size="small" label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />
        <Button type="submit" variant="outlined" disabled={adding.isLoading || siteId === ''}>
          Add window
        </Button>
      </Stack>
      {adding.error ? (
        <Typography color="error" role="alert">
          {errorText(adding.error)}
        </Typography>
      ) : null}
    </Stack>
  );
}
