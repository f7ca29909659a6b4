import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import PageHeader from '../../../components/PageHeader';
import StatGrid from '../../../components/StatGrid';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { paths } from '../../../core/paths';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { customerSwitchRequested, selectActiveCustomer } from '../../../core/tenancy/tenancySlice';
import { ActiveCustomerChip } from '../components/ActiveCustomerChip';
import { CustomerLogo } from '../components/CustomerLogo';
import { CUSTOMERS_READ_ONLY, type CustomerDetail } from '../customerTypes';
import { useGetCustomerDetailQuery } from '../../../core/tenancy/customersApi';

function CustomerView({ customer }: { customer: CustomerDetail }) {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveCustomer)?.id === customer.id;
  usePageCrumbs([{ label: 'Customers', to: paths.customers }, { label: customer.name }]);
  // The switch goes through the user menu's flow (core/tenancy): activation, cache reset, new site, toast.
  const switchAction = active ? (
    <ActiveCustomerChip />
  ) : (
    <Button
      variant="contained"
      startIcon={<SwapHorizIcon />}
      onClick={() => dispatch(customerSwitchRequested({ customerId: customer.id }))}
    >
      Switch to this customer
    </Button>
  );
  return (
    <>
      <PageHeader
        title={
          <Stack direction="row" spacing={1.5} component="span" sx={{ alignItems: 'center' }}>
            <CustomerLogo customer={customer} size={40} decorative />
            <span>{customer.name}</span>
          </Stack>
        }
        subtitle={CUSTOMERS_READ_ONLY}
        actions={<Stack sx={{ justifyContent: 'center' }}>{switchAction}</Stack>}
      />
      <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="Statistics">
        <Typography variant="h6" component="h2" sx={{ mb: active ? 2 : 0.5 }}>
          Statistics
        </Typography>
        {active ? null : (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            Switch to this customer to open its lists.
          </Typography>
        )}
        <StatGrid counts={customer.stats} loading={false} withSites linked={active} />
      </Paper>
    </>
  );
}

/** /customers/{id}: one of the user's customers with its counts, and a way to make it the active one. */
export default function CustomerDetailPage() {
  return (
    <EntityRoutePage entity="customer" useItem={useGetCustomerDetailQuery}>
      {(customer: CustomerDetail) => <CustomerView customer={customer} />}
    </EntityRoutePage>
  );
}
