import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

/** A stored secret shown as dots until revealed. */
export default function SecretValue({ value, label }: { value: string; label: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
      <span style={{ fontFamily: 'monospace' }}>{shown ? value : '••••••••'}</span>
      <IconButton
        size="small"
        aria-label={shown ? `Hide ${label}` : `Show ${label}`}
        onClick={() => setShown((open) => !open)}
      >
        {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
    </Stack>
  );
}
