import Chip from '@mui/material/Chip';

/** "Active" or "Inactive": whether the account may sign in. */
export function ActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={active ? 'Active' : 'Inactive'}
      sx={{ pointerEvents: 'none' }}
    />
  );
}
