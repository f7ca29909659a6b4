import * as yup from 'yup';

/** What the server accepts (server/src/auth/passwordChange.ts), checked before a round trip. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

/** A new password and its confirmation, the fields of both the change and the reset dialogs. */
export const newPasswordFields = {
  new_password: yup
    .string()
    .required('Enter the new password')
    .min(MIN_PASSWORD_LENGTH, `Must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .test('not-blank', 'Must not be only spaces', (value) => !value || value.trim() !== ''),
  confirm_password: yup
    .string()
    .required('Repeat the new password')
    .oneOf([yup.ref('new_password')], 'The passwords do not match'),
};
