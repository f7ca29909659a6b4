import { useNavigate } from 'react-router';
import ConfirmDeleteDialog from '../ConfirmDeleteDialog';
import type { EntityType } from '../../../rules/entityTypes';
import { errorDetail } from '../../core/api/apiTypes';
import { announcedByBaseQuery } from '../../core/api/errors';
import { ENTITIES, ENTITY_LISTS } from '../../core/entity/entityRegistry';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../core/state/hooks';
import { LIST_RETURN } from './useRememberedListUrl';

interface DeleteEntityDialogProps {
  open: boolean;
  onClose: () => void;
  /** its label titles the dialog and toasts ("Room deleted") */
  entity: EntityType;
  /** the object's name as the user knows it */
  name: string;
  /** runs the delete; rejects with the server's error */
  onConfirm: () => Promise<unknown>;
  busy: boolean;
  /** deleting from the object's own page: go to its list once deleted (else stay put) */
  fromItemPage?: boolean;
}

/**
 * Confirms a delete with the shared dialog, then reports it: "Room deleted", or the server's reason
 * (a 409 names what still depends on the object).
 */
export function DeleteEntityDialog({
  open,
  onClose,
  entity,
  name,
  onConfirm,
  busy,
  fromItemPage,
}: DeleteEntityDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { label } = ENTITIES[entity];
  const afterPath = fromItemPage && entity !== 'room_occupancy' ? ENTITY_LISTS[entity].path : undefined;
  const confirm = async () => {
    try {
      await onConfirm();
      dispatch(toastQueued({ title: `${label} deleted`, message: `${name} was deleted.`, variant: 'success' }));
      onClose();
      if (afterPath) navigate(afterPath, { replace: true, state: LIST_RETURN });
    } catch (error) {
      if (announcedByBaseQuery(error)) return;
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
