import { useEffect } from 'react';
import { useFormikContext } from 'formik';

/** The submit attempt each form has already revealed its first error for. */
const revealedAttempt = new WeakMap<HTMLFormElement, number>();

const FOCUSABLE = 'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, [role="combobox"], button';

/** Scrolls the form's first field in error into the middle of the view and puts the cursor in it. */
function revealFirstError(form: HTMLFormElement) {
  const field = Array.from(form.querySelectorAll<HTMLElement>('.MuiFormControl-root')).find((control) =>
    control.querySelector('.Mui-error'),
  );
  const target = field?.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * A submit that fails (the form's own rules or the server's field errors) brings the first error into
 * view and focus: on a long form it may sit far above the Save button. Every field in error calls
 * this; the first to run after an attempt reveals the form's first error, once per attempt.
 */
export function useRevealFirstError(fieldId: string, inError: boolean) {
  const { submitCount, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (!inError || submitCount === 0 || isSubmitting) return;
    const form = document.getElementById(fieldId)?.closest('form');
    if (!form || revealedAttempt.get(form) === submitCount) return;
    revealedAttempt.set(form, submitCount);
    revealFirstError(form);
  }, [fieldId, inError, submitCount, isSubmitting]);
}
