import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { toast } from '../notifications/toast';
import { selectIsAuthenticated } from '../session/sessionSlice';
import { whileSignedIn } from '../session/sessionScope';
import { healthApi } from './healthApi';
import {
  checkFailed,
  checkRequested,
  checkSucceeded,
  deriveHealthState,
  type HealthData,
  type HealthFailureReason,
  type HealthIndicatorState,
  selectHealth,
} from './healthSlice';

/** Requirements §9 health timings. */
export const HEALTH_INTERVAL_MS = 30_000;
export const HEALTH_SIGNED_OUT_INTERVAL_MS = 60_000;
export const HEALTH_RETRY_INTERVAL_MS = 5_000;
export const HEALTH_FIRST_CHECK_DELAY_MS = 2_000;
export const HEALTH_TOAST_DEDUPE_MS = 60_000;

const PROBLEM_STATES: HealthIndicatorState[] = ['unhealthy', 'partial', 'disconnected'];

/** When each health toast was last shown, so none repeats within a minute. */
const lastToastAt = new Map<string, number>();

function shouldToast(key: string, now: number): boolean {
  const last = lastToastAt.get(key);
  if (last !== undefined && now - last < HEALTH_TOAST_DEDUPE_MS) return false;
  lastToastAt.set(key, now);
  return true;
}

export function resetHealthToastMemory(): void {
  lastToastAt.clear();
}

function failureReason(error: unknown): HealthFailureReason {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'TIMEOUT_ERROR') return 'timeout';
  if (status === 'FETCH_ERROR') return 'unreachable';
  return 'error';
}

/** An unhealthy server may answer 503 with the health body itself: that is data, not a failure. */
function healthBodyOf(result: EndpointResult<HealthData>): HealthData | null {
  if (result.data) return result.data;
  const body = (result.error as { data?: unknown } | undefined)?.data as HealthData | undefined;
  return body && typeof body === 'object' && 'status' in body && 'services' in body ? body : null;
}

/** One GET /health/; puts the outcome and the toasts of requirements §8. True when health data arrived. */
export function* checkHealthOnce(): SagaIterator<boolean> {
  const before: HealthIndicatorState = (yield select(selectHealth)).state;
  const result: EndpointResult<HealthData> = yield call(runEndpoint, healthApi.endpoints.getHealth, undefined);
  const now = Date.now();
  const data = healthBodyOf(result);
  if (!data) {
    yield put(checkFailed({ reason: failureReason(result.error), checkedAt: now }));
    return false;
  }
  yield put(checkSucceeded({ data, checkedAt: now }));
  const state = deriveHealthState(data);
  if ((state === 'unhealthy' || state === 'partial') && shouldToast('issue', now)) {
    yield toast({ title: 'System health issue detected', variant: 'error' });
  }
  for (const [key, message] of Object.entries(data.errors ?? {})) {
    if (shouldToast(`error:${key}`, now)) yield toast({ title: `Health error: ${message}`, variant: 'warning' });
  }
  if (state === 'healthy' && PROBLEM_STATES.includes(before)) {
    yield toast({ title: 'Connection restored.', variant: 'success' });
  }
  return true;
}

/** Polls while signed in: first 2 s after sign-in, then every 30 s, 5 s after a failure. */
export function* healthPoller(): SagaIterator {
  yield delay(HEALTH_FIRST_CHECK_DELAY_MS);
  while (true) {
    const ok: boolean = yield call(checkHealthOnce);
    const signedIn: boolean = yield select(selectIsAuthenticated);
    const wait = !ok ? HEALTH_RETRY_INTERVAL_MS : signedIn ? HEALTH_INTERVAL_MS : HEALTH_SIGNED_OUT_INTERVAL_MS;
    // "Check now" (health/checkRequested) runs on its own; the poll keeps its rhythm.
    yield delay(wait);
  }
}

export function* healthSagas(): SagaIterator {
  yield takeLatest(checkRequested.type, checkHealthOnce);
  yield call(whileSignedIn, healthPoller);
}
