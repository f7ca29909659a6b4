import Typography from '@mui/material/Typography';

/** The product name atop the sidebar; "P" while it is collapsed. */
export function Brand({ compact }: { compact: boolean }) {
  return (
    <Typography
      variant="h6"
      component="div"
      noWrap
      sx={{ fontWeight: 700, color: 'primary.main', letterSpacing: '-0.02em' }}
    >
      {compact ? 'P' : 'Portico'}
    </Typography>
  );
}
