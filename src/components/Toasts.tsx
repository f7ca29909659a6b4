import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../core/state/hooks';
import { selectToastQueue } from '../core/notifications/notificationsSlice';

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * Mounts the toast machinery (notistack) when the first toast is queued, so screens that never
 * toast — the login page above all — do not download it. Queued toasts wait in the store meanwhile.
 */
export function Toasts() {
  const hasToasts = useAppSelector((state) => selectToastQueue(state).length > 0);
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
