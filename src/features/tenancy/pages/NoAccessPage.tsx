import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { paths } from '../../../core/paths';
import { selectCustomers } from '../../../core/tenancy/tenancySlice';
import { GateLayout } from '../../../components/GateLayout';
import { logoutRequested, selectIsAuthenticated } from '../../../core/session/sessionSlice';

/**
 * /no-access and the selection screen's "no customers" state (requirements §2.5, §6). A signed-in
 * user who does have customers (a bookmark, the back button) is not told he has none: he is offered
 * the selection screen instead.
 */
export default function NoAccessPage() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const customers = useAppSelector(selectCustomers);
  if (signedIn && customers.length > 0) {
    return (
      <GateLayout maxWidth={480}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            You have customer access
          </Typography>
          <Typography>
            {customers.length === 1
              ? `You have access to ${customers[0]!.name}.`
              : `You have access to ${customers.length} customers.`}
          </Typography>
          <Button variant="contained" component={RouterLink} to={paths.selectCustomer} sx={{ alignSelf: 'flex-start' }}>
            Select customer
          </Button>
        </Stack>
      </GateLayout>
    );
  }
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
