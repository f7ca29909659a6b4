import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder of a device page while its data loads (announced to assistive tech as busy). */
export function DevicePageSkeleton({ label = 'Loading device' }: { label?: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      <Skeleton variant="text" width="40%" height={48} sx={{ mb: 3 }} />
      <Grid container spacing={3}>
        {[0, 1].map((card) => (
          <Grid key={card} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
