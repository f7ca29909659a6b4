import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionLoadError } from '../../../components/entity/SectionLoadError';
import { formatDateTime } from '../../../components/format';
import { toastQueued } from '../../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../../core/state/hooks';
import { type Lockout, useClearLockoutsMutation, useListLockoutsQuery } from '../signInApi';

/** What a lockout means for the user, in a sentence. */
function describe({ kind, address, failures }: Lockout): string {
  if (kind === 'account_address') return `${failures} failed sign-ins from ${address}: this address waits`;
  if (kind === 'address')
    return `${failures} failed sign-ins from ${address} at any accounts: only accounts that signed in from it before may`;
  return `${failures} failed sign-ins from several addresses: only addresses this account used before may`;
}

/** The failures a row's Clear forgets: the account at the address, the address, or the account. */
const clearing = ({ kind, email, address }: Lockout) =>
  kind === 'account_address'
    ? { email: email!, address: address! }
    : kind === 'address'
      ? { address: address! }
      : { email: email! };

/**
 * The login throttle's lockouts that keep this user out now (superusers; README: the throttle's
 * limits by design), each with a Clear that forgets the failures behind it.
 */
export function SignInLockouts({ email, name }: { email: string; name: string }) {
  const dispatch = useAppDispatch();
  const query = useListLockoutsQuery({ email }, { refetchOnMountOrArgChange: true });
  const [clear, { isLoading: clearingNow }] = useClearLockoutsMutation();
  const lockouts = query.data?.data ?? [];

  const clearOne = async (lockout: Lockout) => {
    try {
      const { cleared } = await clear(clearing(lockout)).unwrap();
      dispatch(
        toastQueued({
          title: 'Lockout cleared',
          message: `${cleared} failed sign-in${cleared === 1 ? '' : 's'} forgotten.`,
          variant: 'success',
        }),
      );
    } finally {
      void query.refetch();
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="Sign-in lockouts">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Sign-in lockouts
      </Typography>
      {query.isError ? (
        <SectionLoadError what="sign-in lockouts" onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <Typography variant="body2">Loading…</Typography>
      ) : lockouts.length === 0 ? (
        <Typography variant="body2">None: {name} is not kept from signing in.</Typography>
      ) : (
        <Table size="small" aria-label="Lockouts">
          <TableHead>
            <TableRow>
              <TableCell>Why</TableCell>
              <TableCell>Until</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lockouts.map((lockout) => (
              <TableRow key={`${lockout.kind} ${lockout.address ?? ''}`}>
                <TableCell>{describe(lockout)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(lockout.locked_until)}</TableCell>
                <TableCell align="right">
                  <Button size="small" disabled={clearingNow} onClick={() => void clearOne(lockout)}>
                    Clear
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
