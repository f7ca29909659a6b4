import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import PageHeader from '../PageHeader';
import { handleFormError } from '../../core/api/errors';
import { ENTITIES, ENTITY_LISTS, ENTITY_PAGES, nounOf, type PagedEntityType } from '../../core/entity/entityRegistry';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../core/state/hooks';
import { ConcurrentEditNotice, type EditedRecord } from './ConcurrentEditNotice';
import { ReportValidationFailures } from '../recording/ReportValidationFailures';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { LIST_RETURN } from './useRememberedListUrl';

/** What a save answers: the saved object (its id for the page to open). */
export interface Saved {
  id: number;
}

export interface EntityFormProps<Values extends FormikValues, Result extends Saved> {
  /** names the form ("Create room", "Room created"); saved, it opens the object's page */
  entity: PagedEntityType;
  /** an edit form's object, by id and name ("Edit H0203"); another user's change to it is announced instead of silently replacing the input */
  editing?: { id: number; name: string };
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** sends the values; rejects with the server's error */
  save: (values: Values) => Promise<Result>;
  /** where Cancel leads from a create form when not the list (the page its "Add …" was pressed on) */
  cancelPath?: string;
  /** the form's fields */
  children: ReactNode;
}

/** The texts and ways out of a create or edit form of an entity, from the registry. */
function formFacts(entity: PagedEntityType, editing: EntityFormProps<FormikValues, Saved>['editing']) {
  const { label } = ENTITIES[entity];
  const pageOf = ENTITY_PAGES[entity];
  if (editing) {
    const record: EditedRecord = { entity, id: editing.id };
    const page = pageOf(editing.id);
    return {
      title: `Edit ${editing.name}`,
      savedTitle: `${label} updated`,
      record,
      savedPath: () => page,
      cancel: page,
    };
  }
  const savedPath = (saved: Saved) => pageOf(saved.id);
  const cancel = ENTITY_LISTS[entity].path;
  return { title: `Create ${nounOf(entity)}`, savedTitle: `${label} created`, record: undefined, savedPath, cancel };
}

/**
 * Create and edit screens of an entity: Formik with the entity's yup schema, the server's errors on
 * their fields through the shared form error handler (requirements §8), Cancel and Save ("Saving..."
 * while it runs) in the header, and a question before leaving with unsaved changes.
 */
export function EntityForm<Values extends FormikValues, Result extends Saved>(props: EntityFormProps<Values, Result>) {
  const { entity, editing, initialValues, validationSchema, save, children } = props;
  const { title, savedTitle, record, savedPath, cancel } = formFacts(entity, editing);
  const cancelPath = props.cancelPath ?? cancel;
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
          <PageHeader
            title={title}
            onCancel={() => navigate(cancelPath, { state: LIST_RETURN })}
            saveFormId={formId}
            saving={isSubmitting}
          />
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
