import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { useAppDispatch } from '../../../core/state/hooks';
import { deviceTitle } from '../deviceDisplay';
import { useDeleteDeviceMutation } from '../devicesApi';
import { deviceToasts } from '../deviceToasts';
import type { Device } from '../deviceTypes';

interface DeleteDeviceDialogProps {
  /** The device to delete; null keeps the dialog closed. */
  device: Device | null;
  onClose: () => void;
  /** After a successful delete (the detail page goes back to the list). */
  onDeleted?: () => void;
}

/**
 * Hard delete of a device, confirmed by typing DELETE (requirements §5). The server also deletes the device's
 * DHCP pools, servers and leases, so the dialog says so. A failure keeps the dialog open to retry.
 */
export function DeleteDeviceDialog({ device, onClose, onDeleted }: DeleteDeviceDialogProps) {
  const dispatch = useAppDispatch();
  const [deleteDevice, { isLoading }] = useDeleteDeviceMutation();

  const confirm = async () => {
    if (!device) return;
    try {
      await deleteDevice(device.id).unwrap();
      dispatch(deviceToasts.deleted());
      onClose();
      onDeleted?.();
    } catch {
      dispatch(deviceToasts.deleteFailed());
    }
  };

  return (
    <ConfirmDeleteDialog
      open={device !== null}
      title="Delete Device"
      message={
        <>
          This permanently deletes <strong>{device ? deviceTitle(device) : ''}</strong> together with its DHCP pools,
          servers and leases. This cannot be undone.
        </>
      }
      confirmWord="DELETE"
      busy={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
