import Avatar from '@mui/material/Avatar';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import type { CustomerRow } from '../customerTypes';

/**
 * The customer's logo, or a building placeholder (as on the customer selection cards). `decorative`
 * beside the customer's name (a heading), where alt text would only repeat it.
 */
export function CustomerLogo(props: { customer: CustomerRow; size?: number; decorative?: boolean }) {
  const { customer, size = 32, decorative = false } = props;
  return customer.logo ? (
    <Avatar
      src={customer.logo}
      alt={decorative ? '' : `${customer.name} logo`}
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
