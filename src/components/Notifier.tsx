import { memo, useEffect } from 'react';
import { type SnackbarKey, useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useAppDispatch, useAppSelector } from '../core/state/hooks';
import { selectToastQueue, toastShown } from '../core/notifications/notificationsSlice';

function ToastContent({ title, message }: { title: string; message?: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      <Box component="strong" sx={{ fontWeight: 600 }}>
        {title}
      </Box>
      {message ? <Box component="span">{message}</Box> : null}
    </Box>
  );
}

/**
 * Bridges state.notifications.queue to notistack: each queued toast is shown once (title + message,
 * its own duration, a Dismiss button) and acknowledged with notifications/toastShown so sagas stay
 * free of UI code.
 */
export const Notifier = memo(function Notifier() {
  const queue = useAppSelector(selectToastQueue);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();

  useEffect(() => {
    const dismissButton = (key: SnackbarKey) => (
      <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={() => closeSnackbar(key)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    );
    for (const toast of queue) {
      const { action } = toast;
      const buttons = action
        ? (key: SnackbarKey) => (
            <>
              <Button
                size="small"
                color="inherit"
                onClick={() => {
                  closeSnackbar(key);
                  dispatch(action.dispatch);
                }}
              >
                {action.label}
              </Button>
              {dismissButton(key)}
            </>
          )
        : dismissButton;
      enqueueSnackbar(<ToastContent title={toast.title} message={toast.message} />, {
        key: toast.key,
        variant: toast.variant,
        autoHideDuration: toast.autoHideDuration,
        action: buttons,
      });
      dispatch(toastShown(toast.key));
    }
  }, [queue, dispatch, enqueueSnackbar, closeSnackbar]);

  return null;
});
