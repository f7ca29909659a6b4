import type { Dispatch } from '@reduxjs/toolkit';
import { listenToReportedErrors } from '../api/reportError';
import { appCrashed, crashMessage } from './sessionEvents';

/**
 * Puts crashes into the store's history (and so into a running recording and DevTools): a screen the
 * error boundary caught, a promise nobody handled, an uncaught error. Returns the removal.
 * Example: `watchCrashes(store.dispatch)` once, where the app starts.
 */
export function watchCrashes(dispatch: Dispatch): () => void {
  const path = () => window.location.pathname;
  const stopListening = listenToReportedErrors((error, context) => {
    if (context.kind === 'render') dispatch(appCrashed({ kind: 'render', message: crashMessage(error), path: path() }));
  });
  const onRejection = (event: PromiseRejectionEvent) =>
    dispatch(appCrashed({ kind: 'unhandled-rejection', message: crashMessage(event.reason), path: path() }));
  const onError = (event: ErrorEvent) =>
    dispatch(appCrashed({ kind: 'error', message: crashMessage(event.error ?? event.message), path: path() }));
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  return () => {
    stopListening();
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
  };
}
