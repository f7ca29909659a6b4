import { TOAST_DURATION, toastQueued } from '../../core/notifications/notificationsSlice';

/*
 * Device toasts of requirements §8, word for word. "Destructive" toasts use the error variant; all use the
 * default duration of 5 s (requirements §9).
 */
type Variant = 'success' | 'error' | 'info';

const toast = (title: string, variant: Variant, message?: string) =>
  toastQueued({ title, message, variant, autoHideDuration: TOAST_DURATION.default });

const SAVE_FAILED = 'An error occurred while saving the device. Please try again.';

export const deviceToasts = {
  created: () => toast('Device created successfully', 'success'),
  createFailed: () => toast('Creation failed', 'error', SAVE_FAILED),
  updated: () => toast('Device updated successfully', 'success'),
  updateFailed: () => toast('Update failed', 'error', SAVE_FAILED),
  synced: () =>
    toast('Device synced successfully', 'success', 'The device has been synchronized with the latest data.'),
  syncFailed: () => toast('Sync failed', 'error', 'Failed to sync the device. Please try again.'),
  deleted: () => toast('Device deleted successfully', 'success', 'The Mikrotik device has been permanently deleted.'),
  deleteFailed: () => toast('Delete failed', 'error', 'Failed to delete the device. Please try again.'),
  configCopied: () => toast('Configuration copied', 'success'),
  copyFailed: () => toast('Copy failed', 'error', 'Failed to copy configuration to clipboard.'),
  configDownloaded: () => toast('Configuration downloaded', 'success'),
};
