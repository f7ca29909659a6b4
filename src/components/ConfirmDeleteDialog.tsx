import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { dialogClosed, dialogOpened } from '../core/recording/sessionEvents';
import { useOptionalDispatch } from './recording/useOptionalDispatch';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** When set, the user must type this word exactly (case-sensitive) before Delete enables, e.g. "DELETE". */
  confirmWord?: string;
  /** Offers a soft alternative ("Inactivate") beside the hard delete. */
  onInactivate?: () => void;
  inactivateLabel?: string;
  confirmLabel?: string;
  /** While the request runs: buttons disabled, the dialog cannot be dismissed. */
  busy?: boolean;
}

/**
 * The one confirmation dialog for destructive actions.
 * @example <ConfirmDeleteDialog open title="Delete site?" message="…" confirmWord="DELETE" onConfirm={remove} onClose={close} />
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { open, title, message, onConfirm, onClose, confirmWord, onInactivate, busy = false } = props;
  const { inactivateLabel = 'Inactivate', confirmLabel = 'Delete' } = props;
  const [typed, setTyped] = useState('');
  const titleId = useId();

  const dispatch = useOptionalDispatch();
  // What a session recording calls the dialog: its title when it is text.
  const recordedTitle = typeof title === 'string' ? title : confirmLabel;

  // A reopened dialog starts empty, so a word typed last time never pre-confirms the next delete.
  useEffect(() => {
    if (open) setTyped('');
    if (open) dispatch(dialogOpened({ title: recordedTitle }));
  }, [open, dispatch, recordedTitle]);

  const confirmed = !confirmWord || typed === confirmWord;
  const close = () => {
    if (busy) return;
    dispatch(dialogClosed({ title: recordedTitle, outcome: 'cancelled' }));
    onClose();
  };
  const confirm = () => {
    dispatch(dialogClosed({ title: recordedTitle, outcome: 'confirmed' }));
    onConfirm();
  };
  const inactivate = () => {
    dispatch(dialogClosed({ title: recordedTitle, outcome: 'alternative' }));
    onInactivate?.();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
        {confirmWord ? (
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label={`Type ${confirmWord} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={busy}
            autoComplete="off"
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        {onInactivate ? (
          <Button onClick={inactivate} disabled={busy} color="warning">
            {inactivateLabel}
          </Button>
        ) : null}
        <Button
          onClick={confirm}
          disabled={busy || !confirmed}
          color="error"
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? 'Deleting...' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ConfirmDeleteDialog;
