import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the session initialises or a lazy screen loads; `fill` spans the viewport. */
export function FullPageSpinner({ fill = true, label = 'Loading' }: { fill?: boolean; label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: fill ? '100vh' : 240, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
