import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_VIEW_NAME, type SavedView, type SavedViewState } from '../../../rules/savedViews';
import { errorDetail } from '../../core/api/apiTypes';
import {
  useCreateSavedViewMutation,
  useDeleteSavedViewMutation,
  useUpdateSavedViewMutation,
} from '../../core/savedViews/savedViewsApi';

/** The server's words for a refused save: its field message ("You already have a view … named …") or detail. */
function refusal(error: unknown): string | null {
  if (!error) return null;
  const detail = (error as { data?: { detail?: unknown } }).data?.detail;
  if (Array.isArray(detail) && typeof detail[0]?.msg === 'string') return detail[0].msg as string;
  return errorDetail(error) ?? 'The view could not be saved.';
}

interface SaveViewDialogProps {
  list: string;
  state: SavedViewState;
  onClose: () => void;
}

/** "Save view": the list as it shows now, under a name; shared with the customer's staff, the default. */
export function SaveViewDialog({ list, state, onClose }: SaveViewDialogProps) {
  const [create, { isLoading, error }] = useCreateSavedViewMutation();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const save = async () => {
    const result = await create({ list, name, state, shared, is_default: isDefault });
    if (!('error' in result)) onClose();
  };
  const message = refusal(error);
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-view-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="save-view-title">Save view</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: MAX_VIEW_NAME } }}
              error={Boolean(message)}
              helperText={message ?? 'Its filters, search, sort, columns and density'}
            />
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
              label="Share with my customer's staff"
            />
            <FormControlLabel
              control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />}
              label="Open this view when I open the list"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading || !name.trim()}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function OwnView({ list, view }: { list: string; view: SavedView }) {
  const [update, updating] = useUpdateSavedViewMutation();
  const [remove, removing] = useDeleteSavedViewMutation();
  const [name, setName] = useState(view.name);
  const message = refusal(updating.error) ?? (removing.error ? 'The view could not be deleted.' : null);
  const busy = updating.isLoading || removing.isLoading;
  return (
    <Stack component="li" spacing={1} sx={{ listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_VIEW_NAME } }}
          sx={{ flex: 1 }}
        />
        <Button
          size="small"
          disabled={busy || !name.trim() || name.trim() === view.name}
          onClick={() => update({ id: view.id, list, changes: { name } })}
        >
          Rename
        </Button>
        <Button
          size="small"
          disabled={busy}
          aria-pressed={view.is_default}
          onClick={() => update({ id: view.id, list, changes: { is_default: !view.is_default } })}
        >
          {view.is_default ? 'Default' : 'Make default'}
        </Button>
        <Button size="small" color="error" disabled={busy} onClick={() => remove({ id: view.id, list })}>
          Delete
        </Button>
      </Stack>
      {message ? <Alert severity="error">{message}</Alert> : null}
    </Stack>
  );
}

/** The user's own views of the list: rename, make default (or not), delete. */
export function ManageViewsDialog({ list, views, onClose }: { list: string; views: SavedView[]; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="manage-views-title" fullWidth maxWidth="sm">
      <DialogTitle id="manage-views-title">My views</DialogTitle>
      <DialogContent>
        <Stack component="ul" spacing={2} sx={{ p: 0, pt: 1, m: 0 }}>
          {views.map((view) => (
            <OwnView key={view.id} list={list} view={view} />
          ))}
        </Stack>
        {views.length === 0 ? 'You have no views of this list.' : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
