import { useField } from 'formik';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useRevealFirstError } from './useRevealFirstError';

export type FormikTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * A MUI TextField bound to a Formik field. The error shows once the field is touched; otherwise the
 * hint (helperText) or a blank line keeps the layout from jumping.
 * @example <FormikTextField name="name" label="Name" required />
 */
export function FormikTextField({ name, helperText, onBlur, onChange, ...rest }: FormikTextFieldProps) {
  const [field, meta] = useField<string | number | null | undefined>(name);
  const shownError = meta.touched && meta.error ? meta.error : undefined;
  const id = rest.id ?? `field-${name}`;
  useRevealFirstError(id, Boolean(shownError));
  return (
    <TextField
      fullWidth
      {...rest}
      id={id}
      name={name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur(event);
        onBlur?.(event);
      }}
      error={Boolean(shownError)}
      helperText={shownError || helperText || ' '}
    />
  );
}

export default FormikTextField;
