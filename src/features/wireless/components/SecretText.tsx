import Typography from '@mui/material/Typography';

/** A key as dots until revealed; monospace so look-alike characters are easier to tell apart. */
export function SecretText({ value, label }: { value: string | null; label: string }) {
  return (
    <Typography
      component="span"
      sx={{ fontFamily: 'monospace' }}
      aria-label={value === null ? `${label} hidden` : label}
    >
      {value ?? '••••••••••••'}
    </Typography>
  );
}
