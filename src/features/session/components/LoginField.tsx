import type { ChangeEvent, FocusEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

type Props = {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  error?: string | false;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
};

/**
 * An outlined text field built from its parts: TextField also carries Select, Menu and Popover,
 * which would more than double what the login page downloads.
 */
export function LoginField({ name, label, type, autoComplete, autoFocus, value, error, onChange, onBlur }: Props) {
  const id = `login-${name}`;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-describedby={`${id}-helper`}
      />
      <FormHelperText id={`${id}-helper`}>{error || ' '}</FormHelperText>
    </FormControl>
  );
}
