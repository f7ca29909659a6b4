import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { deviceStateText } from '../deviceStateDisplay';
import type { DeviceStateFields, DeviceStateName } from '../deviceStateTypes';

const colors: Record<DeviceStateName, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  never_checked: 'default',
  in_sync: 'success',
  drifted: 'warning',
  applying: 'info',
  failed: 'error',
  unreachable: 'error',
};

type StateOf = Pick<DeviceStateFields, 'state' | 'drift_items' | 'state_reason' | 'changes_pending'>;

/** The router's state against Portico (with why, for Failed and Unreachable), and "Changes pending". */
export function DeviceStateChip({ device }: { device: StateOf }) {
  const chip = <Chip size="small" label={deviceStateText(device)} color={colors[device.state]} variant="outlined" />;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {device.state_reason ? <Tooltip title={device.state_reason}>{chip}</Tooltip> : chip}
      {device.changes_pending ? <Chip size="small" label="Changes pending" color="info" /> : null}
    </Stack>
  );
}
