import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { applyFormError } from '../../../core/api/errors';
import { toastQueued } from '../../../core/notifications/notificationsSlice';
import { newPasswordFields } from '../../../core/session/passwordRules';
import { useAppDispatch } from '../../../core/state/hooks';
import { useResetUserPasswordMutation } from '../signInApi';
import { SaveButtons } from '../../../components/form/SaveButtons';

interface ResetValues {
  new_password: string;
  confirm_password: string;
}

const schema = yup.object(newPasswordFields);

/** A superuser sets another user's password; every session of that user ends. */
export function ResetPasswordDialog({ userId, name, onClose }: { userId: number; name: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [resetPassword] = useResetUserPasswordMutation();
  const submit = async (values: ResetValues, helpers: FormikHelpers<ResetValues>) => {
    helpers.setStatus(undefined);
    try {
      await resetPassword({ userId, new_password: values.new_password }).unwrap();
      dispatch(
        toastQueued({
          title: 'Password reset',
          message: `${name} signs in with the new password; their sessions have been signed out.`,
          variant: 'success',
        }),
      );
      onClose();
    } catch (error) {
      const { general, toast } = applyFormError(error, helpers);
      helpers.setStatus(general ?? (toast && toast.title !== 'Validation Error' ? toast.message : undefined));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <Formik initialValues={{ new_password: '', confirm_password: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <DialogTitle id="reset-password-title">Reset password</DialogTitle>
            <DialogContent>
              <Stack spacing={1} sx={{ pt: 1 }}>
                {typeof status === 'string' ? <Alert severity="error">{status}</Alert> : null}
                <DialogContentText>
                  A new password for {name}. Every session they have is signed out; give them the password another way.
                </DialogContentText>
                <NewPasswordFields autoFocus />
              </Stack>
            </DialogContent>
            <DialogActions>
              <SaveButtons
                onCancel={onClose}
                saving={isSubmitting}
                saveLabel="Reset password"
                savingLabel="Resetting..."
              />
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
