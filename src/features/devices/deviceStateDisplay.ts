import type { DeviceStateFields, DeviceStateName } from './deviceStateTypes';

export const deviceStateLabels: Record<DeviceStateName, string> = {
  never_checked: 'Never checked',
  in_sync: 'In sync',
  drifted: 'Drifted',
  applying: 'Applying',
  failed: 'Failed',
  unreachable: 'Unreachable',
};

/** "Drifted (3 items)", "Failed", "In sync"… */
export function deviceStateText(device: Pick<DeviceStateFields, 'state' | 'drift_items'>): string {
  if (device.state === 'drifted')
    return `Drifted (${device.drift_items} ${device.drift_items === 1 ? 'item' : 'items'})`;
  return deviceStateLabels[device.state] ?? device.state;
}

/** The server's `detail` of a failed call, else the fallback. */
export function errorDetail(error: unknown, fallback: string): string {
  const data = (error as { data?: { detail?: unknown } } | undefined)?.data;
  return typeof data?.detail === 'string' ? data.detail : fallback;
}
