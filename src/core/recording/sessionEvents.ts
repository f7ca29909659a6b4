import { createAction } from '@reduxjs/toolkit';

/*
 * What a support session recording needs to tell its story beyond the app's own actions. No reducer
 * handles them: they are dispatched for the record (and DevTools) alone.
 */

/** A form's Save found invalid fields: their messages by field, as the user saw them ("Name is required"). */
export const formValidationFailed = createAction<{ form: string; errors: Record<string, unknown> }>(
  'form/validationFailed',
);

/** A confirmation dialog opened, and how it ended. */
export const dialogOpened = createAction<{ title: string }>('dialog/opened');
export const dialogClosed = createAction<{ title: string; outcome: 'confirmed' | 'cancelled' | 'alternative' }>(
  'dialog/closed',
);

/** A crash: a screen's render (the error boundary) or a promise nobody handled. */
export const appCrashed = createAction<{
  kind: 'render' | 'unhandled-rejection' | 'error';
  message: string;
  path: string;
}>('app/crashed');

/** The message of anything thrown, short. */
export function crashMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 300);
}
