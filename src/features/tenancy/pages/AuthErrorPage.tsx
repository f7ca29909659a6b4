import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GateLayout } from '../../../components/GateLayout';

type Props = {
  /** The error text (requirements §4: the server's text or "Failed to select customer" etc.). */
  message: string;
  onRetry: () => void;
  onLogout: () => void;
  /** Shown as "Return to Login" when the session is already gone. */
  signedOut?: boolean;
};

/** Requirements §2.5 auth error gate: the failure, a retry and a way out. */
export function AuthErrorPage({ message, onRetry, onLogout, signedOut = false }: Props) {
  return (
    <GateLayout maxWidth={480}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Authentication Error
        </Typography>
        <Alert severity="error">{message}</Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={onRetry}>
            Retry
          </Button>
          <Button variant="outlined" onClick={onLogout}>
            {signedOut ? 'Return to Login' : 'Logout'}
          </Button>
        </Stack>
      </Stack>
    </GateLayout>
  );
}
