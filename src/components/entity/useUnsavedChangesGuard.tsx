import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker } from '../../core/navigation/navigationContext';

/**
 * While `dirty`, leaving the page asks first: a dialog for links and Back inside the app, the
 * browser's own prompt for a reload or closing the tab. Returns the dialog to render.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">Discard unsaved changes?</DialogTitle>
      <DialogContent>
        <DialogContentText>You have changes that are not saved. Leave this page and lose them?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Keep editing
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Discard changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
