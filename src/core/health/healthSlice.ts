import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CLOSE_TOKEN_EXPIRED, CLOSE_TOKEN_INVALID } from '../realtime/realtimeMessages';
import { closed } from '../realtime/realtimeSlice';
import type { HealthData } from './healthData';

export type { HealthData } from './healthData';

export type HealthIndicatorState = 'checking' | 'healthy' | 'partial' | 'unhealthy' | 'disconnected';

/** Why a check produced no health data. A timeout is "unknown", never "unhealthy" (requirements §4). */
export type HealthFailureReason = 'timeout' | 'unreachable' | 'error';

export interface HealthState {
  state: HealthIndicatorState;
  data: HealthData | null;
  lastCheckedAt: number | null;
  /** when `data` arrived: while disconnected it is only the last known health, of that time */
  dataAt?: number | null;
  failures: number;
}

export const initialHealthState: HealthState = {
  state: 'checking',
  data: null,
  lastCheckedAt: null,
  dataAt: null,
  failures: 0,
};

/**
 * healthy when everything is up, partial when some services are up and some down, else unhealthy.
 * The active customer's routers (the only ones the server reports) count as services: the indicator
 * never says "All systems operational" while the dialog lists a router Down.
 */
export function deriveHealthState(data: HealthData): HealthIndicatorState {
  const routers = Object.values(data.customer_services ?? {}).flatMap((perCustomer) => Object.values(perCustomer));
  const services = [...Object.values(data.services ?? {}), ...routers];
  const up = services.filter(Boolean).length;
  if (services.length > 0 && up > 0 && up < services.length) return 'partial';
  const statusOk = data.status === true || data.status === 'healthy' || data.status === 'ok';
  if (statusOk && up === services.length) return 'healthy';
  return 'unhealthy';
}

export const healthSlice = createSlice({
  name: 'health',
  initialState: initialHealthState,
  reducers: {
    /** Ask for a check now (the dialog's "check now" button, or the poller). */
    checkRequested() {},
    checkSucceeded(state, action: PayloadAction<{ data: HealthData; checkedAt: number }>) {
      state.data = action.payload.data;
      state.state = deriveHealthState(action.payload.data);
      state.lastCheckedAt = action.payload.checkedAt;
      state.dataAt = action.payload.checkedAt;
      state.failures = 0;
    },
    checkFailed(state, action: PayloadAction<{ reason: HealthFailureReason; message?: string; checkedAt: number }>) {
      const { reason, checkedAt } = action.payload;
      state.failures += 1;
      state.lastCheckedAt = checkedAt;
      if (reason === 'unreachable') state.state = 'disconnected';
      else if (reason === 'error') state.state = 'unhealthy';
      // 'timeout' keeps the last known state: unknown is not unhealthy.
    },
  },
  extraReducers: (builder) => {
    // A lost socket marks health as lost (requirements §4) until a check says otherwise; a token
    // refused or expired is a session matter, not a lost connection.
    builder.addCase(closed, (state, action) => {
      const { code } = action.payload;
      if (code !== CLOSE_TOKEN_INVALID && code !== CLOSE_TOKEN_EXPIRED) state.state = 'disconnected';
    });
  },
  selectors: {
    selectHealth: (state) => state,
  },
});

export const { checkRequested, checkSucceeded, checkFailed } = healthSlice.actions;
export const { selectHealth } = healthSlice.selectors;
export default healthSlice.reducer;
