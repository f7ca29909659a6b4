import type { Dispatch } from '@reduxjs/toolkit';
import { type ToastInput, toastQueued } from '../notifications/notificationsSlice';

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

const LOCATIONS = new Set(['body', 'query', 'path', 'header']);

/**
 * The form field a loc names: its last part for the flat fields of most forms (['body', 'name'] →
 * 'name'); nested fields get Formik's dotted name (['body', 'login_credentials', 'username'] →
 * 'login_credentials.username'), and a list item's error goes to its list.
 */
function fieldOf(loc: unknown): string | null {
  if (!Array.isArray(loc) || loc.length === 0) return null;
  const parts = loc.slice(LOCATIONS.has(String(loc[0])) && loc.length > 1 ? 1 : 0).map(String);
  while (parts.length > 1 && /^\d+$/.test(parts[parts.length - 1])) parts.pop();
  return parts.join('.');
}

function messageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  const message =
    (error as { message?: unknown; error?: unknown } | null)?.message ?? (error as { error?: unknown } | null)?.error;
  return typeof message === 'string' && message ? message : null;
}

/**
 * 5xx and 524: the base query has already shown "Server error" or "Server Error" (requirements §8).
 * A screen adds no failure toast of its own for these: one failure, one toast.
 */
export function announcedByBaseQuery(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 500;
}

export interface FormErrorOutcome {
  /** a general error text for the form, when the server sent one */
  general?: string;
  /** the toast the failure calls for; null when the base query already announced it */
  toast: ToastInput | null;
}

/**
 * The shared form error handler of requirements §8, without its toast: maps a failed request onto the form's
 * fields and says which toast it calls for. Screens with their own failure toast (devices) use this.
 */
export function applyFormError(error: unknown, helpers: FormErrorHelpers): FormErrorOutcome {
  const status = (error as { status?: unknown } | null)?.status;
  const body = bodyOf(error) as { detail?: unknown; errors?: unknown } | undefined;
  const detail = body && typeof body === 'object' ? body.detail : undefined;

  if (status === 400 && typeof detail === 'string') {
    const text = firstOfBracketedList(detail);
    return { general: text, toast: { title: 'Error', message: text, variant: 'error' } };
  }

  if (Array.isArray(detail) && detail.some((item) => item && typeof item === 'object' && 'loc' in item)) {
    for (const item of detail as ValidationItem[]) {
      const field = fieldOf(item?.loc);
      if (field) helpers.setFieldError(field, typeof item.msg === 'string' && item.msg ? item.msg : 'Invalid value');
    }
    return { toast: { title: 'Validation Error', message: 'Please check the form for errors', variant: 'error' } };
  }

  const errors = body && typeof body === 'object' ? body.errors : undefined;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      const message = Array.isArray(value) ? value[0] : value;
      if (message !== undefined && message !== null) helpers.setFieldError(field, String(message));
    }
    return { toast: { title: 'Error', message: 'Please check the form for errors', variant: 'error' } };
  }

  if (announcedByBaseQuery(error)) return { toast: null };
  const fallback = (typeof detail === 'string' && detail) || messageOf(error) || 'An unexpected error occurred';
  return { toast: { title: 'Error', message: fallback, variant: 'error' } };
}

/**
 * The shared form error handler of requirements §8. Maps a failed request onto the form and toasts; returns a
 * general error text for the form when the server sent one.
 * Example: `const general = handleFormError(error, { setFieldError }, dispatch)`.
 */
export function handleFormError(error: unknown, helpers: FormErrorHelpers, dispatch: Dispatch): string | undefined {
  const { general, toast } = applyFormError(error, helpers);
  if (toast) dispatch(toastQueued(toast));
  return general;
}
