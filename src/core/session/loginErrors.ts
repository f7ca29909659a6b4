import { errorDetail } from '../api/apiTypes';

/** Requirements §8 login failures, word for word. */
export const LOGIN_ERRORS = {
  401: 'Invalid email or password. Please check your credentials and try again.',
  403: 'You do not have permission to access this resource.',
  404: 'Authentication service not found. Please try again later.',
  500: 'Server error occurred. Please try again later or contact support.',
  network: 'Unable to connect to the authentication server. Please check your internet connection.',
  other: 'Authentication failed. Please check your credentials and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The message the login form shows for a failed sign-in request. */
export function loginErrorMessage(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 401 || status === 403 || status === 404) return LOGIN_ERRORS[status];
  if (typeof status === 'number' && status >= 500) return LOGIN_ERRORS[500];
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return LOGIN_ERRORS.network;
  if (typeof status === 'number') return errorDetail(error) ?? LOGIN_ERRORS.other;
  return LOGIN_ERRORS.unexpected;
}
