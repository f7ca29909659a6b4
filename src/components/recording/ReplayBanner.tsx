import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isReplaying, subscribeToReplayMode } from '../../core/state/replayMode';

/** Says, on every page, that this tab shows a recording with storage and network off, and how to leave. */
export function ReplayBanner() {
  const replaying = useSyncExternalStore(subscribeToReplayMode, isReplaying, () => false);
  if (!replaying) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      Replaying a recording: this tab shows a recorded session. Storage and network are off, so your own session is
      untouched; reload the page to return to it.
    </Alert>
  );
}
