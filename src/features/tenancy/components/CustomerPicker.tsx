import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../core/state/hooks';
import { selectCurrentUser } from '../../../core/session/sessionSlice';
import { CustomerCard } from './CustomerCard';
import { customersApi } from '../../../core/tenancy/customersApi';
import { selectLastActiveCustomerId, type Customer, type TenancyState } from '../../../core/tenancy/tenancySlice';
import type { RootState } from '../../../core/state/rootReducer';

type Props = {
  customers: Customer[];
  selection: TenancyState['selection'];
  onSelect: (customerId: number) => void;
  onLogout: () => void;
};

/** True while any card still waits for GET /crm/customers/{id}/stats/. */
function selectStatsLoading(state: RootState, customers: Customer[]): boolean {
  return customers.some((customer) => {
    const entry = customersApi.endpoints.getCustomerStats.select(customer.id)(state);
    return entry.isUninitialized || entry.isLoading;
  });
}

/** The card grid of the selection screen with the requirements §2.5 hint and loading note. */
export function CustomerPicker({ customers, selection, onSelect, onLogout }: Props) {
  const rememberedId = useAppSelector(selectLastActiveCustomerId);
  const serverLastId = useAppSelector(selectCurrentUser)?.last_active_customer ?? null;
  const statsLoading = useAppSelector((state) => selectStatsLoading(state, customers));
  // The same order auto-select tries them in: the user's last customer on the server, else this browser's.
  const lastActiveId =
    [serverLastId, rememberedId].find((id) => id != null && customers.some((c) => c.id === id)) ?? null;
  const busy = selection.status === 'selecting';

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 4, md: 8 } }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 4 }}>
          <Box>
            <Typography variant="h4" component="h1" gutterBottom>
              Select Customer
            </Typography>
            <Typography color="textSecondary">Choose the customer you want to work with.</Typography>
            {lastActiveId !== null ? (
              // Only true when a card is highlighted.
              <Typography color="textSecondary" variant="body2" sx={{ mt: 0.5 }}>
                Your last used customer is highlighted
              </Typography>
            ) : null}
            {statsLoading ? (
              <Typography role="status" color="textSecondary" variant="body2" sx={{ mt: 0.5 }}>
                Loading customer statistics...
              </Typography>
            ) : null}
          </Box>
          <Box>
            <Button variant="text" onClick={onLogout}>
              Logout
            </Button>
          </Box>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {customers.map((customer) => (
            <CustomerCard
              key={customer.id}
              customer={customer}
              lastActive={customer.id === lastActiveId}
              selecting={busy && selection.selectingId === customer.id}
              disabled={busy}
              onSelect={onSelect}
            />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
