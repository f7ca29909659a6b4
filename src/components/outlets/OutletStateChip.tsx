import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '../format';

interface OutletStateChipProps {
  up: boolean | null | undefined;
  /** when the state last changed (interface_changed_at) */
  changedAt?: string | null;
}

/** The operational state of an outlet's switch port: "Up" (green) or "Down", with when it last changed. */
export function OutletStateChip({ up, changedAt }: OutletStateChipProps) {
  if (up === null || up === undefined) return null;
  const label = up ? 'Up' : 'Down';
  const since = changedAt ? `${label} since ${formatDateTime(changedAt)}` : `${label}, never changed`;
  return (
    <Tooltip title={since}>
      <Chip size="small" label={label} color={up ? 'success' : 'default'} variant={up ? 'filled' : 'outlined'} />
    </Tooltip>
  );
}
