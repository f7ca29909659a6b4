import Chip from '@mui/material/Chip';
import { deviceStatus, deviceStatusLabels } from '../deviceDisplay';
import type { Device } from '../deviceTypes';

const colors = { new: 'info', enabled: 'success', disabled: 'default' } as const;

/** Status badge: New Device, Enabled or Disabled (requirements §4). */
export function DeviceStatusChip({ device }: { device: Pick<Device, 'is_new_device' | 'enabled'> }) {
  const status = deviceStatus(device);
  return <Chip size="small" label={deviceStatusLabels[status]} color={colors[status]} variant="outlined" />;
}
