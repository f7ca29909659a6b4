import Chip from '@mui/material/Chip';

/** Marks the customer the console works in now. */
export function ActiveCustomerChip() {
  return <Chip size="small" color="primary" label="Active" sx={{ pointerEvents: 'none' }} />;
}
