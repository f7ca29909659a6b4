import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reloadPage } from '../core/browser';
import { GateLayout } from './GateLayout';

/** Requirements §8: what a render crash shows; whoever caught the crash reports it. */
export function CrashScreen() {
  return (
    <GateLayout>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          Something went wrong
        </Typography>
        <Typography color="textSecondary">An error occurred and has been reported to our team.</Typography>
        <Button variant="contained" onClick={() => reloadPage()}>
          Refresh the page
        </Button>
      </Stack>
    </GateLayout>
  );
}

export default CrashScreen;
