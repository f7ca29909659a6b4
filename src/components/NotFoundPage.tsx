import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../core/paths';
import { GateLayout } from './GateLayout';
import { useShellAvailable } from './guards/ShellWhenSignedIn';

/**
 * Any unknown path (requirements §2.1). Inside the app shell for a signed-in user with an active
 * customer (ShellWhenSignedIn puts it there), a card of its own for everyone else.
 */
export default function NotFoundPage() {
  const inShell = useShellAvailable();
  const content = (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: inShell ? { xs: 2, md: 6 } : 0 }}>
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
  );
  return inShell ? content : <GateLayout>{content}</GateLayout>;
}
