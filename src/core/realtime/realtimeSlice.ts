import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HealthData } from '../health/healthData';
import { expired, loggedOut } from '../session/sessionSlice';
import type { ChangeEvent } from '../../../rules/changeEvent';
import type { AlertEvent } from '../../../rules/alerts';
import type { DeviceStateFrame, JobFrame, WorkerToTab } from './realtimeMessages';

/** How many change events the state keeps (forms look up who changed their record). */
export const RECENT_CHANGES = 20;

export interface ReceivedChange extends ChangeEvent {
  receivedAt: number;
}

export interface RealtimeState {
  /** idle: no worker; connecting: started, not authenticated yet; open: authenticated; closed: lost */
  status: 'idle' | 'connecting' | 'open' | 'closed';
  lastCloseCode: number | null;
  subscribed: { customer_id: number; site_id: number | null } | null;
  changes: ReceivedChange[];
}

export const initialRealtimeState: RealtimeState = {
  status: 'idle',
  lastCloseCode: null,
  subscribed: null,
  changes: [],
};

/**
 * The realtime channel as Redux sees it. Every message of the worker becomes one of these plain
 * actions (see `actionForWorkerMessage`), so a recorded session replays without a worker.
 */
export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: initialRealtimeState,
  reducers: {
    workerStarted(state) {
      state.status = 'connecting';
    },
    opened(state, _action: PayloadAction<{ userId: number }>) {
      state.status = 'open';
    },
    closed(state, action: PayloadAction<{ code: number; reason: string }>) {
      state.status = 'closed';
      state.lastCloseCode = action.payload.code;
      state.subscribed = null;
    },
    tokenUpdated() {},
    tokenInvalid() {},
    tokenExpired() {},
    subscribed(state, action: PayloadAction<{ customer_id: number; site_id: number | null }>) {
      state.subscribed = action.payload;
    },
    /** A health.check reply (ts: the request's) or a health.status push (ts: the server's clock). */
    healthReceived(
      _state,
      _action: PayloadAction<{ data: HealthData; reply: boolean; ts: number; receivedAt: number }>,
    ) {},
    changeReceived(state, action: PayloadAction<ReceivedChange>) {
      state.changes = [action.payload, ...state.changes].slice(0, RECENT_CHANGES);
    },
    serverError(_state, _action: PayloadAction<{ action?: string; detail?: string }>) {},
    deviceStateReceived(_state, _action: PayloadAction<DeviceStateFrame>) {},
    jobReceived(_state, _action: PayloadAction<JobFrame>) {},
    alertReceived(_state, _action: PayloadAction<AlertEvent>) {},
    /** The health saga asks the worker to send a health.check now. */
    healthCheckSent(_state, _action: PayloadAction<{ siteId: number | null; ts: number }>) {},
    workerStopped() {
      return initialRealtimeState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialRealtimeState).addCase(expired, () => initialRealtimeState);
  },
  selectors: {
    selectRealtime: (state) => state,
    selectRealtimeOpen: (state) => state.status === 'open',
    selectRecentChanges: (state) => state.changes,
  },
});

export const {
  workerStarted,
  opened,
  closed,
  tokenUpdated,
  tokenInvalid,
  tokenExpired,
  subscribed,
  healthReceived,
  changeReceived,
  serverError,
  deviceStateReceived,
  jobReceived,
  alertReceived,
  healthCheckSent,
  workerStopped,
} = realtimeSlice.actions;
export const { selectRealtime, selectRealtimeOpen, selectRecentChanges } = realtimeSlice.selectors;
export default realtimeSlice.reducer;

/** The Redux action for one worker message; null for frames the app does not use (auth.ok is `open`). */
export function actionForWorkerMessage(message: WorkerToTab) {
  switch (message.type) {
    case 'open':
      return opened({ userId: message.userId });
    case 'close':
      return closed({ code: message.code, reason: message.reason });
    case 'token.update':
      return tokenUpdated();
    case 'token.invalid':
      return tokenInvalid();
    case 'token.expired':
      return tokenExpired();
    case 'frame': {
      const { frame, receivedAt } = message;
      if (frame.type === 'health.check' || frame.type === 'health.status') {
        return healthReceived({ data: frame.data, reply: frame.type === 'health.check', ts: frame.ts, receivedAt });
      }
      if (frame.type === 'change') return changeReceived({ ...frame.data, receivedAt });
      if (frame.type === 'subscribed') return subscribed(frame.data);
      if (frame.type === 'device.state') return deviceStateReceived(frame.data);
      if (frame.type === 'job') return jobReceived(frame.data);
      if (frame.type === 'alert') return alertReceived(frame.data);
      if (frame.type === 'error') return serverError(frame.data);
      return null;
    }
  }
}
