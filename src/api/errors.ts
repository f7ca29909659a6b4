import type { Dispatch } from '@reduxjs/toolkit';
import { toastQueued } from '../features/notifications/notificationsSlice';

/** The part of Formik's helpers the handler needs. */
export interface FormErrorHelpers {
  setFieldError: (field: string, message: string | undefined) => void;
}

type ValidationItem = { loc?: unknown; msg?: unknown };

function bodyOf(error: unknown): unknown {
  return (error as { data?: unknown } | null)?.data;
}

/** "['Name is taken']" or "[\"a\", \"b\"]" → its first item; anything else unchanged. */
function firstOfBracketedList(text: string): string {
  const match = /^\s*\[\s*(['"])(.*?)\1/s.exec(text);
  return match ? match[2] : text;
}

function lastLocPart(loc: unknown): string | null {
  if (!Array.isArray(loc) || loc.length === 0) return null;
  return String(loc[loc.length - 1]);
}

function messageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  const message = (error as { message?: unknown; error?: unknown } | null)?.message ?? (error as { error?: unknown } | null)?.error;
  return typeof message === 'string' && message ? message : null;
}

/**
 * The shared form error handler of spec §8. Maps a failed request onto the form and toasts; returns a
 * general error text for the form when the server sent one.
 * Example: `const general = handleFormError(error, { setFieldError }, dispatch)`.
 */
export function handleFormError(error: unknown, helpers: FormErrorHelpers, dispatch: Dispatch): string | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  const body = bodyOf(error) as { detail?: unknown; errors?: unknown } | undefined;
  const detail = body && typeof body === 'object' ? body.detail : undefined;

  if (status === 400 && typeof detail === 'string') {
    const text = firstOfBracketedList(detail);
    dispatch(toastQueued({ title: 'Error', message: text, variant: 'error' }));
    return text;
  }

  if (Array.isArray(detail) && detail.some((item) => item && typeof item === 'object' && 'loc' in item)) {
    for (const item of detail as ValidationItem[]) {
      const field = lastLocPart(item?.loc);
      if (field) helpers.setFieldError(field, typeof item.msg === 'string' && item.msg ? item.msg : 'Invalid value');
    }
    dispatch(toastQueued({ title: 'Validation Error', message: 'Please check the form for errors', variant: 'error' }));
    return undefined;
  }

  const errors = body && typeof body === 'object' ? body.errors : undefined;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      const message = Array.isArray(value) ? value[0] : value;
      if (message !== undefined && message !== null) helpers.setFieldError(field, String(message));
    }
    dispatch(toastQueued({ title: 'Error', message: 'Please check the form for errors', variant: 'error' }));
    return undefined;
  }

  const fallback = (typeof detail === 'string' && detail) || messageOf(error) || 'An unexpected error occurred';
  dispatch(toastQueued({ title: 'Error', message: fallback, variant: 'error' }));
  return undefined;
}
