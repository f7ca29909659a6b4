import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import PageHeader from '../PageHeader';
import { handleFormError } from '../../core/api/errors';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../core/state/hooks';
import { ConcurrentEditNotice, type EditedRecord } from './ConcurrentEditNotice';
import { ReportValidationFailures } from '../recording/ReportValidationFailures';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** What a save answers: the saved object (its id for the page to open). */
export interface Saved {
  id: number;
}

export interface EntityFormProps<Values extends FormikValues, Result extends Saved> {
  /** "Create room", "Edit H0203" */
  title: string;
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** sends the values; rejects with the server's error */
  save: (values: Values) => Promise<Result>;
  /** the success toast, e.g. "Room created" */
  savedTitle: string;
  /** where to go once saved, usually the object's page */
  savedPath: (saved: Result) => string;
  cancelPath: string;
  /** the form's fields */
  children: ReactNode;
  /** an edit form's record: another user's change to it is announced instead of silently replacing the input */
  record?: EditedRecord;
}

/**
 * Create and edit screens of an entity: Formik with the entity's yup schema, the server's errors on
 * their fields through the shared form error handler (requirements §8), Cancel and Save ("Saving..."
 * while it runs) in the header, and a question before leaving with unsaved changes.
 */
export function EntityForm<Values extends FormikValues, Result extends Saved>(props: EntityFormProps<Values, Result>) {
  const { title, initialValues, validationSchema, save, savedTitle, savedPath, cancelPath, children, record } = props;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formId = `entity-form-${title.replace(/\W+/g, '-').toLowerCase()}`;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save(values);
      dispatch(toastQueued({ title: savedTitle, variant: 'success' }));
      // Saved: nothing is lost by leaving, so the guard must not ask.
      helpers.resetForm({ values });
      navigate(savedPath(saved));
    } catch (error) {
      helpers.setStatus(handleFormError(error, helpers, dispatch));
    }
  };

  return (
    // An edit form keeps the user's input when the record is refetched (ConcurrentEditNotice decides).
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
      enableReinitialize={!record}
    >
      {({ isSubmitting, dirty, status }) => (
        <>
          <PageHeader title={title} onCancel={() => navigate(cancelPath)} saveFormId={formId} saving={isSubmitting} />
          <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
            <Form id={formId} noValidate aria-label={title}>
              <Stack spacing={1}>
                {record ? <ConcurrentEditNotice record={record} latest={initialValues} /> : null}
                {typeof status === 'string' && status ? <Alert severity="error">{status}</Alert> : null}
                {children}
              </Stack>
            </Form>
          </Paper>
          <UnsavedChangesGuard dirty={dirty && !isSubmitting} />
          <ReportValidationFailures form={title} />
        </>
      )}
    </Formik>
  );
}

function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return useUnsavedChangesGuard(dirty);
}
