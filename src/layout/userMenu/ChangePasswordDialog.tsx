import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormikPasswordField } from '../../components/form/FormikPasswordField';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { applyFormError } from '../../core/api/errors';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useChangeOwnPasswordMutation } from '../../core/session/passwordApi';
import { newPasswordFields } from '../../core/session/passwordRules';
import { useAppDispatch } from '../../core/state/hooks';
import { SaveButtons } from '../../components/form/SaveButtons';

interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const initialValues: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

const schema = yup.object({
  current_password: yup.string().required('Enter your current password'),
  ...newPasswordFields,
  new_password: newPasswordFields.new_password.notOneOf(
    [yup.ref('current_password')],
    'Must differ from the current password',
  ),
});

/**
 * The user menu's "Change password": current, new and confirmation. The server's refusals land on
 * their fields (a wrong current password) or above them (too many attempts); on success every other
 * session of the user ends, this one goes on (core/session/passwordApi.ts).
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [changePassword] = useChangeOwnPasswordMutation();
  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    helpers.setStatus(undefined);
    try {
      await changePassword({ current_password: values.current_password, new_password: values.new_password }).unwrap();
      dispatch(
        toastQueued({
          title: 'Password changed',
          message: 'You stay signed in here; your other sessions have been signed out.',
          variant: 'success',
        }),
      );
      helpers.resetForm();
      onClose();
    } catch (error) {
      // Field errors show on their fields; anything else (429, a 400 sentence) above them.
      const { general, toast } = applyFormError(error, helpers);
      helpers.setStatus(general ?? (toast && toast.title !== 'Validation Error' ? toast.message : undefined));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, status, resetForm }) => (
          <Form noValidate>
            <DialogTitle id="change-password-title">Change password</DialogTitle>
            <DialogContent>
              <Stack spacing={1} sx={{ pt: 1 }}>
                {typeof status === 'string' ? <Alert severity="error">{status}</Alert> : null}
                <DialogContentText>
                  Your other sessions, in other browsers and devices, will be signed out.
                </DialogContentText>
                <FormikPasswordField
                  name="current_password"
                  label="Current password"
                  autoComplete="current-password"
                  required
                  autoFocus
                />
                <NewPasswordFields />
              </Stack>
            </DialogContent>
            <DialogActions>
              <SaveButtons
                onCancel={() => {
                  resetForm();
                  onClose();
                }}
                saving={isSubmitting}
                saveLabel="Change password"
                savingLabel="Changing..."
              />
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
