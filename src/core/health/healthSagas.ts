import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { raceTimeout } from '../raceTimeout';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { toast } from '../notifications/toast';
import { closed, healthCheckSent, healthReceived, opened, selectRealtimeOpen } from '../realtime/realtimeSlice';
import { selectIsAuthenticated } from '../session/sessionSlice';
import { customerActivated, customerChanged, selectActiveSite } from '../tenancy/tenancySlice';
import { HEALTH_TIMEOUT_MS, healthApi } from './healthApi';
import {
  checkFailed,
  checkRequested,
  checkSucceeded,
  deriveHealthState,
  type HealthData,
  type HealthFailureReason,
  type HealthIndicatorState,
  type HealthState,
  selectHealth,
} from './healthSlice';

/** Requirements §9 health timings. */
export const HEALTH_INTERVAL_MS = 30_000;
export const HEALTH_SIGNED_OUT_INTERVAL_MS = 60_000;
export const HEALTH_FIRST_CHECK_DELAY_MS = 2_000;
export const HEALTH_AFTER_CONNECT_MS = 2_000;
export const HEALTH_AFTER_CUSTOMER_MS = 1_000;
export const HEALTH_TOAST_DEDUPE_MS = 60_000;
/** Progressive mode after failed checks: 5 s, 5 s longer every 3 checks, at most 60 s. */
export const PROGRESSIVE_START_MS = 5_000;
export const PROGRESSIVE_STEP_MS = 5_000;
export const PROGRESSIVE_STEP_EVERY = 3;
export const PROGRESSIVE_CAP_MS = 60_000;
/** The dialog offers "Check now" from the third failed check on. */
export const CHECK_NOW_AFTER_FAILURES = 3;

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

/** The wait before the next check after `failures` failed ones in a row: 5, 5, 5, 10, 10, 10, 15 … 60 s. */
export function progressiveDelay(failures: number): number {
  const steps = Math.floor(Math.max(0, failures - 1) / PROGRESSIVE_STEP_EVERY);
  return Math.min(PROGRESSIVE_START_MS + steps * PROGRESSIVE_STEP_MS, PROGRESSIVE_CAP_MS);
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

/** Health data arrived (over HTTP or the socket): the state and the toasts of requirements §8. */
export function* healthArrived(data: HealthData): SagaIterator {
  const before: HealthIndicatorState = (yield select(selectHealth)).state;
  const now = Date.now();
  yield put(checkSucceeded({ data, checkedAt: now }));
  const state = deriveHealthState(data);
  if ((state === 'unhealthy' || state === 'partial') && shouldToast('issue', now)) {
    yield toast({ title: 'System health issue detected', variant: 'error' });
  }
  for (const [key, message] of Object.entries(data.errors ?? {})) {
    if (shouldToast(`error:${key}`, now)) yield toast({ title: `Health error: ${message}`, variant: 'warning' });
  }
  // "Connection restored." speaks of the backend: a router of the customer that is still down does not hold it back.
  const servicesState = deriveHealthState({ ...data, customer_services: {} });
  const backendReturned = before === 'disconnected' || before === 'unhealthy';
  if (servicesState === 'healthy' && (backendReturned || (state === 'healthy' && PROBLEM_STATES.includes(before)))) {
    yield toast({ title: 'Connection restored.', variant: 'success' });
  }
}

/** One GET /health/ (the fallback while the socket is down). True when health data arrived. */
export function* checkHealthOnce(): SagaIterator<boolean> {
  const result: EndpointResult<HealthData> = yield call(runEndpoint, healthApi.endpoints.getHealth, undefined);
  const data = healthBodyOf(result);
  if (!data) {
    yield put(checkFailed({ reason: failureReason(result.error), checkedAt: Date.now() }));
    return false;
  }
  yield call(healthArrived, data);
  return true;
}

/** One health.check over the socket; websocket_latency is the round trip. A socket lost meanwhile falls back to HTTP. */
export function* checkOverSocket(): SagaIterator<boolean> {
  const site: { id: number } | null = yield select(selectActiveSite);
  const ts = Date.now();
  yield put(healthCheckSent({ siteId: site?.id ?? null, ts }));
  const { reply, lost } = yield race({
    reply: take((action: unknown) => healthReceived.match(action) && action.payload.reply && action.payload.ts === ts),
    lost: take(closed.type),
    timeout: raceTimeout(HEALTH_TIMEOUT_MS),
  });
  if (reply) {
    const { data, receivedAt } = (reply as ReturnType<typeof healthReceived>).payload;
    yield call(healthArrived, { ...data, websocket_latency: Math.max(0, receivedAt - ts) });
    return true;
  }
  if (lost) return (yield call(checkHealthOnce)) as boolean;
  yield put(checkFailed({ reason: 'timeout', checkedAt: Date.now() }));
  return false;
}

/**
 * A health.status the server pushed (a service changed state), or the worker's last health handed
 * to a tab that joined: shown at once, with the last round trip measured by this tab.
 */
export function* healthPushed(action: ReturnType<typeof healthReceived>): SagaIterator {
  const { data: last }: HealthState = yield select(selectHealth);
  yield call(healthArrived, { ...action.payload.data, websocket_latency: last?.websocket_latency });
}

/** A check through the socket when it is open, else over HTTP. */
export function* checkHealth(): SagaIterator<boolean> {
  const open: boolean = yield select(selectRealtimeOpen);
  return (yield call(open ? checkOverSocket : checkHealthOnce)) as boolean;
}

/** Requirements §9: 30 s signed in, 60 s signed out, progressive after failures. */
function* nextWait(): SagaIterator<number> {
  const { failures } = yield select(selectHealth);
  if (failures > 0) return progressiveDelay(failures);
  return (yield select(selectIsAuthenticated)) ? HEALTH_INTERVAL_MS : HEALTH_SIGNED_OUT_INTERVAL_MS;
}

/**
 * Checks health for as long as the app runs: first 2 s after start, then at the interval; 2 s after
 * the socket connects, 1 s after a customer is selected, and within 5 s over HTTP when an open socket
 * is lost (its reconnection attempts do not postpone the check).
 */
export function* healthLoop(): SagaIterator {
  let dueAt = Date.now() + HEALTH_FIRST_CHECK_DELAY_MS;
  let socketOpen = false;
  while (true) {
    const { connected, customer, lost } = yield race({
      due: raceTimeout(Math.max(0, dueAt - Date.now())),
      connected: take(opened.type),
      customer: take([customerActivated.type, customerChanged.type]),
      lost: take(closed.type),
    });
    if (connected) {
      socketOpen = true;
      dueAt = Date.now() + HEALTH_AFTER_CONNECT_MS;
    } else if (customer) {
      dueAt = Date.now() + HEALTH_AFTER_CUSTOMER_MS;
    } else if (lost) {
      if (socketOpen) dueAt = Math.min(dueAt, Date.now() + PROGRESSIVE_START_MS);
      socketOpen = false;
    } else {
      yield call(checkHealth);
      dueAt = Date.now() + ((yield call(nextWait)) as number);
    }
  }
}

const isPush = (action: unknown) => healthReceived.match(action) && !action.payload.reply;

export function* healthSagas(): SagaIterator {
  yield takeLatest(checkRequested.type, checkHealth);
  yield takeEvery(isPush, healthPushed);
  yield call(healthLoop);
}
