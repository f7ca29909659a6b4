import { useField } from 'formik';
import { useRevealFirstError } from '../form/useRevealFirstError';
import ReferencePicker, { type ReferencePickerProps } from './ReferencePicker';

type FormikReferenceFieldProps = Omit<ReferencePickerProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  name: string;
  helperText?: string;
};

/**
 * A reference (a floor's address, an occupancy's tenant) as a Formik field holding the chosen id.
 * @example <FormikReferenceField name="address_id" label="Address" source={sourceOf('address')} required />
 */
export function FormikReferenceField({ name, helperText, ...rest }: FormikReferenceFieldProps) {
  const [field, meta, helpers] = useField<number | null>(name);
  const shownError = meta.touched && meta.error ? meta.error : undefined;
  const id = `field-${name}`;
  useRevealFirstError(id, Boolean(shownError));
  return (
    <ReferencePicker
      {...rest}
      id={id}
      name={name}
      value={field.value ?? null}
      onChange={(id) => {
        void helpers.setValue(id);
        void helpers.setTouched(true, false);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={Boolean(shownError)}
      helperText={shownError || helperText || ' '}
    />
  );
}

export default FormikReferenceField;
