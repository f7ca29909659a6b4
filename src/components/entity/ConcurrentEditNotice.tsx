import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { entityNoun } from '../../core/realtime/liveUpdates';
import { selectRecentChanges } from '../../core/realtime/realtimeSlice';
import { selectCurrentUser } from '../../core/session/sessionSlice';
import { useAppSelector } from '../../core/state/hooks';

/** The record an edit form saves over, as the change history names it: `{ entity: 'room', id: 7 }`. */
export interface EditedRecord {
  entity: string;
  id: number;
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Inside an edit form's Formik: when the record changes on the server while the user edits (another
 * user's save arrives over the realtime channel, or a refetch brings a different version), the
 * user's input stays and a warning says whose changes a save would overwrite, with a way to load
 * their version. Untouched forms simply show the new version.
 */
export function ConcurrentEditNotice<Values>({ record, latest }: { record: EditedRecord; latest: Values }) {
  const formik = useFormikContext<Values>();
  const myId = useAppSelector(selectCurrentUser)?.id;
  const [since, setSince] = useState(() => Date.now());
  const change = useAppSelector((state) =>
    selectRecentChanges(state).find(
      (c) => c.entity === record.entity && c.id === record.id && c.receivedAt >= since && c.user_id !== myId,
    ),
  );
  const base = useRef(latest);
  const { dirty, isSubmitting, resetForm } = formik;

  const loadTheirs = () => {
    base.current = latest;
    resetForm({ values: latest });
    setSince(Date.now() + 1);
  };

  useEffect(() => {
    if (sameValues(latest, base.current) || isSubmitting) return;
    if (!dirty) {
      base.current = latest;
      resetForm({ values: latest });
      setSince(Date.now() + 1);
    }
  }, [latest, dirty, isSubmitting, resetForm]);

  const newerOnServer = !sameValues(latest, base.current);
  if (!change && !newerOnServer) return null;
  const noun = entityNoun(record.entity);
  const who = change?.user_name || 'Another user';
  if (change?.action === 'delete') {
    return <Alert severity="warning">{`${who} deleted this ${noun} while you were editing.`}</Alert>;
  }
  const text = change
    ? `${who} changed this ${noun} while you were editing. Saving will overwrite their changes.`
    : `This ${noun} was changed elsewhere while you were editing. Saving will overwrite those changes.`;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={loadTheirs} disabled={!newerOnServer}>
          Load their version
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
