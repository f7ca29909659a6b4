import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetMoveOutPreviewQuery, useUpdateOccupancyMutation } from '../../core/occupancy/occupancyApi';
import type { MoveOutPreview, Occupancy } from '../../core/occupancy/occupancyTypes';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../core/state/hooks';
import { END_BEFORE_START, today } from './occupancyValues';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const list = (items: string[]) => (items.length > 0 ? items.join(', ') : 'none');

function PreviewSummary({ preview }: { preview: MoveOutPreview }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }} aria-label="What the move-out withdraws">
      <li>
        Ports: {list(preview.ports)}
        {preview.ports.length > 0
          ? ` — VLAN ${preview.vlan_before ?? 'none'} → ${preview.vlan_after ?? 'none (no vacant VLAN set)'}`
          : ''}
      </li>
      <li>
        Wi-Fi keys revoked:{' '}
        {preview.lives_elsewhere
          ? 'none (the tenant lives in another room of the site that day)'
          : list(preview.keys_revoked.map((key) => key.ssid))}
      </li>
      <li>External IPs freed: {list(preview.external_ips_freed)}</li>
    </Stack>
  );
}

/**
 * Move-out (issue 35): the move-out day and, from the server, what it will withdraw (ports to the
 * vacant VLAN, keys revoked, external IPs freed); nothing is saved before Confirm.
 */
export function MoveOutDialog({ occupancy, onClose }: { occupancy: Occupancy; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [endDate, setEndDate] = useState(today());
  const startOk = !occupancy.start_date || endDate > occupancy.start_date;
  const valid = DATE.test(endDate) && startOk;
  const { data, isFetching, isError } = useGetMoveOutPreviewQuery(
    { occupancyId: occupancy.id, endDate },
    { skip: !valid },
  );
  const [update, { isLoading }] = useUpdateOccupancyMutation();

  const confirm = async () => {
    try {
      await update({ occupancy, body: { end_date: endDate } }).unwrap();
      dispatch(toastQueued({ title: 'Move-out saved', message: `Moves out on ${endDate}.`, variant: 'success' }));
      onClose();
    } catch {
      dispatch(toastQueued({ title: 'Could not save the move-out', variant: 'error' }));
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        Move {occupancy.tenant_name} out of {occupancy.room.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Move-out date"
            type="date"
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
            error={!startOk}
            helperText={startOk ? 'The first day the tenant no longer lives here' : END_BEFORE_START}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Typography variant="subtitle2" component="h3">
            On {endDate} this will change
          </Typography>
          {isError ? <Alert severity="error">The move-out could not be previewed.</Alert> : null}
          {valid && isFetching && !data ? <Skeleton variant="rounded" height={60} /> : null}
          {valid && data ? <PreviewSummary preview={data} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!valid || !data || isFetching || isLoading}>
          Confirm move-out
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default MoveOutDialog;
