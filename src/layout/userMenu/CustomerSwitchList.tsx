import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { customerSwitchRequested, selectActiveCustomer, selectCustomers } from '../../core/tenancy/tenancySlice';

/** "Switch Customer" view of the user menu: the user's customers, the active one checked. */
export function CustomerSwitchList({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const customers = useAppSelector(selectCustomers);
  const active = useAppSelector(selectActiveCustomer);
  return [
    <MenuItem key="back" onClick={onBack}>
      <ListItemIcon>
        <ArrowBackIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Back</ListItemText>
    </MenuItem>,
    ...customers.map((customer) => (
      <MenuItem
        key={customer.id}
        selected={customer.id === active?.id}
        onClick={() => {
          onDone();
          if (customer.id !== active?.id) dispatch(customerSwitchRequested({ customerId: customer.id }));
        }}
      >
        <ListItemIcon>{customer.id === active?.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
        <ListItemText>{customer.name}</ListItemText>
      </MenuItem>
    )),
  ];
}
