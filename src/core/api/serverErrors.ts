import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { toastQueued } from '../notifications/notificationsSlice';
import { reportError } from './reportError';

/** Cloudflare's "a timeout occurred": the origin took too long. */
const GATEWAY_TIMEOUT = 524;

/** Toasts of requirements §8 for server failures; 5xx are also reported. */
export function toastServerError(
  error: FetchBaseQueryError,
  api: Pick<BaseQueryApi, 'dispatch' | 'endpoint'>,
  url: string,
) {
  if (typeof error.status !== 'number' || error.status < 500) return;
  if (error.status === GATEWAY_TIMEOUT) {
    api.dispatch(
      toastQueued({ title: 'Server Error', message: 'The request timed out. Please try again.', variant: 'error' }),
    );
  } else {
    api.dispatch(
      toastQueued({
        title: 'Server error',
        message: 'There was a problem with the server. Please try again later.',
        variant: 'error',
      }),
    );
  }
  reportError(error, { endpoint: api.endpoint, url, status: error.status });
}
