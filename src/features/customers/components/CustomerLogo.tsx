import Avatar from '@mui/material/Avatar';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import type { CustomerRow } from '../customerTypes';

/** The customer's logo, or a building placeholder (as on the customer selection cards). */
export function CustomerLogo({ customer, size = 32 }: { customer: CustomerRow; size?: number }) {
  return customer.logo ? (
    <Avatar
      src={customer.logo}
      alt={`${customer.name} logo`}
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: 'background.default' }}
    />
  ) : (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={{ width: size, height: size, bgcolor: 'action.selected', color: 'text.secondary' }}
    >
      <BusinessOutlinedIcon fontSize="small" />
    </Avatar>
  );
}
