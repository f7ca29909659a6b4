import { TOAST_DURATION, toastQueued } from '../../core/notifications/notificationsSlice';

const toast = (title: string, variant: 'success' | 'error', message?: string) =>
  toastQueued({ title, message, variant, autoHideDuration: TOAST_DURATION.default });

export const wirelessToasts = {
  copied: () => toast('Key copied', 'success'),
  copyFailed: () => toast('Copy failed', 'error', 'The key could not be copied to the clipboard.'),
  regenerated: (tenant: string) => toast('Key regenerated', 'success', `${tenant} has a new key.`),
  failed: (title: string, detail?: string | null) => toast(title, 'error', detail ?? 'Please try again.'),
};
