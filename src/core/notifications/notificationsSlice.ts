import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  key: string;
  title: string;
  message?: string;
  variant: ToastVariant;
  autoHideDuration: number;
  /** a button beside Dismiss ("Undo") that dispatches a plain action, so the toast stays serialisable */
  action?: { label: string; dispatch: UnknownAction };
}

/** Toast durations of requirements §9, in ms. */
export const TOAST_DURATION = {
  default: 5000,
  login: 3000,
  recording: 3000,
  logout: 3000,
  siteChange: 2000,
  refresh: 2000,
  refreshSuccess: 3000,
  refreshFailure: 5000,
} as const;

export type ToastInput = Omit<Toast, 'key' | 'variant' | 'autoHideDuration'> &
  Partial<Pick<Toast, 'variant' | 'autoHideDuration' | 'action'>>;

export interface NotificationsState {
  queue: Toast[];
}

const initialState: NotificationsState = { queue: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** Example: `dispatch(toastQueued({ title: 'Site changed', variant: 'success', autoHideDuration: 2000 }))`. */
    toastQueued: {
      reducer(state, action: PayloadAction<Toast>) {
        state.queue.push(action.payload);
      },
      prepare(toast: ToastInput) {
        return {
          payload: {
            variant: 'default' as ToastVariant,
            autoHideDuration: TOAST_DURATION.default,
            ...toast,
            key: nanoid(),
          },
        };
      },
    },
    /** The Notifier handed the toast to notistack; it leaves the queue. */
    toastShown(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((toast) => toast.key !== action.payload);
    },
  },
  selectors: {
    selectToastQueue: (state) => state.queue,
  },
});

export const { toastQueued, toastShown } = notificationsSlice.actions;
export const { selectToastQueue } = notificationsSlice.selectors;
export default notificationsSlice.reducer;
