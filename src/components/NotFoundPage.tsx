import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../core/paths';
import { GateLayout } from './GateLayout';

/** Any unknown path (requirements §2.1). */
export default function NotFoundPage() {
  return (
    <GateLayout>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="overline" color="textSecondary">
          404
        </Typography>
        <Typography variant="h5" component="h1">
          Page not found
        </Typography>
        <Typography color="textSecondary">The page you are looking for does not exist or has moved.</Typography>
        <Button variant="contained" component={RouterLink} to={paths.dashboard}>
          Go to dashboard
        </Button>
      </Stack>
    </GateLayout>
  );
}
