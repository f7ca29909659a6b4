import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { Notifier } from './Notifier';

/** Requirements §9: at most 5 toasts, 5 s unless the toast says otherwise. */
export const TOAST_LIMIT = 5;
export const TOAST_DEFAULT_MS = 5000;

/**
 * Bottom left: forms keep Cancel and Save at the bottom right (site and device forms) or the top
 * right (the header of the other forms), and a failure toast must not hide them.
 */
const TOAST_ANCHOR = { vertical: 'bottom', horizontal: 'left' } as const;

/**
 * notistack's own success (#43a047), warning (#ff9800) and info (#2196f3) backgrounds give white text
 * 3.3:1 or less; these keep every toast at WCAG AA (4.5:1) in both themes.
 */
const ReadableToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#d32f2f' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#b45309' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0369a1' },
});

const toastComponents = {
  default: ReadableToast,
  success: ReadableToast,
  error: ReadableToast,
  warning: ReadableToast,
  info: ReadableToast,
};

/** notistack and the bridge from state.notifications; loaded by <Toasts/> with the first toast. */
export default function ToastHost() {
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DEFAULT_MS}
      anchorOrigin={TOAST_ANCHOR}
      Components={toastComponents}
    >
      <Notifier />
    </SnackbarProvider>
  );
}
