import { useId, type ReactNode } from 'react';
import { Form } from 'formik';
import { PageHeader } from '../PageHeader';

/** What a form page's header says: its title and subtitle, and the Save button's texts beside Cancel. */
export interface FormPageHeading {
  /** "Create Mikrotik Device", "Edit <name>" */
  title: string;
  subtitle?: ReactNode;
  onCancel: () => void;
  /** "Create Device", "Update Site", and what it reads while saving ("Creating...") */
  submitLabel: string;
  submittingLabel: string;
}

/**
 * A form page inside its Formik: the header (title, Cancel and Save, which submits the form below
 * it, as on every form page) and the form.
 * @example <FormPage heading={{ title, onCancel, submitLabel, submittingLabel }} saving={isSubmitting} label="Site form">…</FormPage>
 */
export function FormPage({
  heading,
  saving,
  label,
  children,
}: {
  heading: FormPageHeading;
  saving: boolean;
  /** the form's accessible name */
  label: string;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <>
      <PageHeader
        title={heading.title}
        subtitle={heading.subtitle}
        onCancel={heading.onCancel}
        saveFormId={formId}
        saving={saving}
        saveLabel={heading.submitLabel}
        savingLabel={heading.submittingLabel}
      />
      <Form id={formId} noValidate aria-label={label}>
        {children}
      </Form>
    </>
  );
}
