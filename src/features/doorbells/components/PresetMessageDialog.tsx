import { Form, Formik, type FormikHelpers } from 'formik';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import FormikTextField from '../../../components/form/FormikTextField';
import { handleFormError } from '../../../core/api/errors';
import { useAppDispatch } from '../../../core/state/hooks';
import { presetMessageSchema } from '../doorbellValues';
import { SaveButtons } from '../../../components/form/SaveButtons';

interface PresetMessageDialogProps {
  /** "Add preset message" or "Edit preset message" */
  title: string;
  initialText: string;
  /** sends the text; rejects with the server's error, shown on the field */
  save: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** The compact add/edit form of one preset message; closes once saved. */
export function PresetMessageDialog({ title, initialText, save, onClose }: PresetMessageDialogProps) {
  const dispatch = useAppDispatch();
  const submit = async (values: { text: string }, helpers: FormikHelpers<{ text: string }>) => {
    helpers.setStatus(undefined);
    try {
      await save(values.text.trim());
      onClose();
    } catch (error) {
      helpers.setStatus(handleFormError(error, helpers, dispatch));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="preset-message-dialog-title">
      <Formik initialValues={{ text: initialText }} validationSchema={presetMessageSchema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <DialogTitle id="preset-message-dialog-title">{title}</DialogTitle>
            <DialogContent>
              {typeof status === 'string' ? (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {status}
                </Alert>
              ) : null}
              <FormikTextField name="text" label="Text" required autoFocus sx={{ mt: 1 }} />
            </DialogContent>
            <DialogActions>
              <SaveButtons onCancel={onClose} saving={isSubmitting} />
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
