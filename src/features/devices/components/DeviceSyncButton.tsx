import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import SyncIcon from '@mui/icons-material/Sync';
import { useAppDispatch } from '../../../core/state/hooks';
import { useSyncDeviceMutation } from '../devicesApi';
import { deviceToasts } from '../deviceToasts';
import type { Device } from '../deviceTypes';

/** Shares a device's sync state with its Last Sync card (a failure refreshes nothing). */
export const syncCacheKey = (deviceId: number) => `device-sync-${deviceId}`;

export const NEW_DEVICE_SYNC_TOOLTIP = 'A new device cannot be synced until properly configured';

/**
 * "Sync Device": reads the router's state now. Disabled while a sync runs ("Syncing...") and for new
 * devices, which the server refuses until they have a site, an address and credentials (requirements §4).
 */
export function DeviceSyncButton({ device }: { device: Device }) {
  const dispatch = useAppDispatch();
  const [syncDevice, { isLoading: syncing }] = useSyncDeviceMutation({ fixedCacheKey: syncCacheKey(device.id) });

  const sync = async () => {
    try {
      await syncDevice(device.id).unwrap();
      dispatch(deviceToasts.synced());
    } catch {
      dispatch(deviceToasts.syncFailed());
    }
  };

  const button = (
    <Button variant="contained" startIcon={<SyncIcon />} onClick={sync} disabled={syncing || device.is_new_device}>
      {syncing ? 'Syncing...' : 'Sync Device'}
    </Button>
  );
  if (!device.is_new_device) return button;
  // A disabled button fires no pointer events, so the tooltip listens on a wrapper.
  return (
    <Tooltip title={NEW_DEVICE_SYNC_TOOLTIP}>
      <span>{button}</span>
    </Tooltip>
  );
}
