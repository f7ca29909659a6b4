import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../core/state/hooks';
import { GateLayout } from '../../../components/GateLayout';
import { logoutRequested } from '../../../core/session/sessionSlice';

/** /no-access and the selection screen's "no customers" state (requirements §2.5, §6). */
export default function NoAccessPage() {
  const dispatch = useAppDispatch();
  return (
    <GateLayout maxWidth={480}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Access Denied
        </Typography>
        <Alert severity="warning">
          <AlertTitle>No Customer Access</AlertTitle>
          You do not have access to any customers. Please contact your administrator or support team for assistance.
        </Alert>
        <Button variant="contained" onClick={() => dispatch(logoutRequested())} sx={{ alignSelf: 'flex-start' }}>
          Logout
        </Button>
      </Stack>
    </GateLayout>
  );
}
