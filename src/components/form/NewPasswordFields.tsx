import { MIN_PASSWORD_LENGTH } from '../../core/session/passwordRules';
import { FormikPasswordField } from './FormikPasswordField';

/**
 * The new password and its confirmation, for a Formik form validated with `newPasswordFields`
 * (core/session/passwordRules.ts).
 * @example <NewPasswordFields autoFocus />
 */
export function NewPasswordFields({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <>
      <FormikPasswordField
        name="new_password"
        label="New password"
        required
        autoFocus={autoFocus}
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters`}
      />
      <FormikPasswordField name="confirm_password" label="Confirm new password" required />
    </>
  );
}
