import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder with the detail page's shape while the site loads. */
export default function SiteDetailSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading site">
      <Skeleton variant="text" width="40%" height={48} />
      <Grid container spacing={2}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 2.4 }}>
            <Skeleton variant="rounded" height={88} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        {[0, 1, 2, 3].map((index) => (
          <Grid key={index} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={180} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
