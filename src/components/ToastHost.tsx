import { SnackbarProvider } from 'notistack';
import { Notifier } from './Notifier';

/** Requirements §9: at most 5 toasts, 5 s unless the toast says otherwise. */
export const TOAST_LIMIT = 5;
export const TOAST_DEFAULT_MS = 5000;

/** notistack and the bridge from state.notifications; loaded by <Toasts/> with the first toast. */
export default function ToastHost() {
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DEFAULT_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Notifier />
    </SnackbarProvider>
  );
}
