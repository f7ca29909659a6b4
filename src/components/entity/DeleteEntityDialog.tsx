import { useNavigate } from 'react-router';
import ConfirmDeleteDialog from '../ConfirmDeleteDialog';
import { errorDetail } from '../../core/api/apiTypes';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../core/state/hooks';

interface DeleteEntityDialogProps {
  open: boolean;
  onClose: () => void;
  /** "Room", for the title and toasts */
  label: string;
  /** the object's name as the user knows it */
  name: string;
  /** runs the delete; rejects with the server's error */
  onConfirm: () => Promise<unknown>;
  busy: boolean;
  /** where to go once deleted (the list); stays put when not given */
  afterPath?: string;
}

/**
 * Confirms a delete with the shared dialog, then reports it: "Room deleted", or the server's reason
 * (a 409 names what still depends on the object).
 */
export function DeleteEntityDialog({
  open,
  onClose,
  label,
  name,
  onConfirm,
  busy,
  afterPath,
}: DeleteEntityDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const confirm = async () => {
    try {
      await onConfirm();
      dispatch(toastQueued({ title: `${label} deleted`, message: `${name} was deleted.`, variant: 'success' }));
      onClose();
      if (afterPath) navigate(afterPath, { replace: true });
    } catch (error) {
      const message = errorDetail(error) ?? `Failed to delete the ${label.toLowerCase()}. Please try again.`;
      dispatch(toastQueued({ title: 'Delete failed', message, variant: 'error' }));
    }
  };
  return (
    <ConfirmDeleteDialog
      open={open}
      title={`Delete ${label.toLowerCase()}?`}
      message={`“${name}” will be deleted permanently. This cannot be undone.`}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** "It still has 3 floors and 1 doorbell." from the server's delete_blockers, or undefined. */
export function blockersSentence(blockers: readonly string[] | undefined): string | undefined {
  if (!blockers || blockers.length === 0) return undefined;
  const list = blockers.length === 1 ? blockers[0] : `${blockers.slice(0, -1).join(', ')} and ${blockers.at(-1)}`;
  return `It still has ${list}.`;
}
