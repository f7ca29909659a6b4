import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import FormikTextField from './FormikTextField';
import type { FormikTextFieldProps } from './FormikTextField';

/**
 * A secret bound to a Formik field, hidden until the user reveals it with the eye button.
 * @example <FormikPasswordField name="portal_secret" label="Portal secret" />
 */
export function FormikPasswordField(props: Omit<FormikTextFieldProps, 'type'>) {
  const [revealed, setRevealed] = useState(false);
  const label = typeof props.label === 'string' ? props.label.toLowerCase() : 'value';
  return (
    <FormikTextField
      // A secret set here, unless told otherwise (a current password: "current-password").
      autoComplete="new-password"
      {...props}
      type={revealed ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={revealed ? `Hide ${label}` : `Show ${label}`}
                onClick={() => setRevealed((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default FormikPasswordField;
