import { memo, useEffect } from 'react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectToastQueue, toastShown } from '../features/notifications/notificationsSlice';

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
 * its own duration) and acknowledged with notifications/toastShown so sagas stay free of UI code.
 */
export const Notifier = memo(function Notifier() {
  const queue = useAppSelector(selectToastQueue);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    for (const toast of queue) {
      enqueueSnackbar(<ToastContent title={toast.title} message={toast.message} />, {
        key: toast.key,
        variant: toast.variant,
        autoHideDuration: toast.autoHideDuration,
      });
      dispatch(toastShown(toast.key));
    }
  }, [queue, dispatch, enqueueSnackbar]);

  return null;
});
