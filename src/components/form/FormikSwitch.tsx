import { useField } from 'formik';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/** A labelled on/off switch bound to a boolean Formik field. */
export function FormikSwitch({ name, label }: { name: string; label: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  return <FormControlLabel control={<Switch {...field} checked={Boolean(field.checked)} />} label={label} />;
}
