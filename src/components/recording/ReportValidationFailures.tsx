import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { formValidationFailed } from '../../core/recording/sessionEvents';
import { useOptionalDispatch } from './useOptionalDispatch';

/**
 * Inside a Formik form: a Save refused by validation ("Name is required") becomes a
 * `form/validationFailed` action, so a session recording shows what the user was told.
 */
export function ReportValidationFailures({ form }: { form: string }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const dispatch = useOptionalDispatch();
  const reported = useRef(0);
  useEffect(() => {
    if (submitCount === reported.current || isSubmitting || isValidating) return;
    reported.current = submitCount;
    if (Object.keys(errors).length > 0) dispatch(formValidationFailed({ form, errors }));
  }, [submitCount, isSubmitting, isValidating, errors, form, dispatch]);
  return null;
}
