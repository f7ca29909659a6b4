import Typography from '@mui/material/Typography';

/** The product name atop the open sidebar (a collapsed one shows only its toggle). */
export function Brand() {
  return (
    <Typography
      variant="h6"
      component="div"
      noWrap
      sx={{ fontWeight: 700, color: 'primary.main', letterSpacing: '-0.02em' }}
    >
      Portico
    </Typography>
  );
}
