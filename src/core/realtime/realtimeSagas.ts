import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, cancelled, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { refreshSession } from '../api/endpointCalls';
import { absoluteApiBase } from '../api/env';
import type { RefreshOutcome } from '../api/tokenRefresh';
import {
  expired,
  loggedIn,
  logoutRequested,
  selectAccessToken,
  selectRefreshToken,
  selectTokenExpiry,
  tokensRefreshed,
} from '../session/sessionSlice';
import { whileSignedIn } from '../session/sessionScope';
import {
  activeCustomerCleared,
  activeSiteCleared,
  customerActivated,
  customerChanged,
  selectActiveCustomer,
  selectActiveSite,
  siteActivated,
} from '../tenancy/tenancySlice';
import { alertChanged, invalidateChanged, invalidateDeviceState, invalidateRouterJob } from './liveUpdates';
import type { RealtimeSession, TabToWorker, WorkerToTab } from './realtimeMessages';
import { connectRealtime, type RealtimeConnection } from './realtimePort';
import { isReplaying } from '../state/replayMode';
import {
  actionForWorkerMessage,
  changeReceived,
  deviceStateReceived,
  jobReceived,
  alertReceived,
  healthCheckSent,
  tokenExpired,
  tokenInvalid,
  workerStarted,
  workerStopped,
} from './realtimeSlice';

/** What changes the session the worker follows: a new token, customer or site. */
const SESSION_CHANGES = [
  loggedIn.type,
  tokensRefreshed.type,
  customerActivated.type,
  customerChanged.type,
  siteActivated.type,
  activeSiteCleared.type,
  activeCustomerCleared.type,
];

/** The worker's messages; a burst (a reconnect's frames) is buffered rather than dropped. */
export function workerChannel(connection: RealtimeConnection): EventChannel<WorkerToTab> {
  return eventChannel<WorkerToTab>((emit) => {
    connection.port.onmessage = (event) => emit(event.data);
    return () => {
      connection.port.onmessage = null;
    };
  }, buffers.expanding(32));
}

/** Requirements §7: token, refresh token, expiry, customer, API base and site; null when signed out. */
export function* sessionForWorker(): SagaIterator<RealtimeSession | null> {
  const token: string | null = yield select(selectAccessToken);
  if (!token) return null;
  const customer: { id: number } | null = yield select(selectActiveCustomer);
  const site: { id: number } | null = yield select(selectActiveSite);
  return {
    token,
    refreshToken: yield select(selectRefreshToken),
    expiry: yield select(selectTokenExpiry),
    customerId: customer?.id ?? null,
    siteId: site?.id ?? null,
    apiBase: yield call(absoluteApiBase),
  };
}

/**
 * Hands the worker the session now and whenever it changes; a new customer or site first clears
 * the health the worker keeps, which was the old place's.
 */
export function* forwardSession(connection: RealtimeConnection): SagaIterator {
  let last: RealtimeSession | null = null;
  while (true) {
    const session: RealtimeSession | null = yield call(sessionForWorker);
    // A replayed recording's session (its token redacted) never reaches the worker the other tabs share.
    if (session && !isReplaying() && JSON.stringify(session) !== JSON.stringify(last)) {
      if (last && (last.customerId !== session.customerId || last.siteId !== session.siteId)) {
        connection.port.postMessage({ type: 'clearHealthCache' } satisfies TabToWorker);
      }
      connection.port.postMessage({ type: 'session', session } satisfies TabToWorker);
      last = session;
    }
    yield take(SESSION_CHANGES);
  }
}

function* forwardHealthCheck(connection: RealtimeConnection, action: ReturnType<typeof healthCheckSent>): SagaIterator {
  const { siteId, ts } = action.payload;
  const message: TabToWorker = { type: 'send', action: 'health.check', data: { site_id: siteId }, ts };
  yield call([connection.port, connection.port.postMessage], message);
}

/**
 * Joins the realtime worker for as long as the session lasts: every worker message becomes a plain
 * action (realtimeSlice), the session and health checks go the other way. Leaving says 'bye' so the
 * worker closes the socket when no tab is signed in.
 */
export function* realtimeBridge(): SagaIterator {
  const connection: RealtimeConnection | null = yield call(connectRealtime);
  if (!connection) return;
  const channel: EventChannel<WorkerToTab> = yield call(workerChannel, connection);
  yield put(workerStarted());
  try {
    yield fork(forwardSession, connection);
    yield takeEvery(healthCheckSent.type, forwardHealthCheck, connection);
    while (true) {
      const message: WorkerToTab = yield take(channel);
      const action = actionForWorkerMessage(message);
      if (action) yield put(action);
    }
  } finally {
    channel.close();
    connection.port.postMessage({ type: 'bye' });
    connection.close();
    if (!(yield cancelled())) yield put(workerStopped());
  }
}

/**
 * Close 4419: the token expired on the socket. The tab refreshes through the one refresh mutex (a
 * refresh in the worker would race this tab's rotation); tokensRefreshed then carries the new token
 * to the worker. A refused refresh ends the session.
 */
export function* refreshForWorker(): SagaIterator {
  const token: string | null = yield select(selectAccessToken);
  if (!token) return;
  const outcome: RefreshOutcome = yield call(refreshSession, token);
  if (outcome === 'refused') yield put(expired());
}

/** Close 4401: the server refused the token; the session ends the usual way (requirements §4). */
export function* endSessionForInvalidToken(): SagaIterator {
  if (yield select(selectAccessToken)) yield put(logoutRequested());
}

export function* realtimeSagas(): SagaIterator {
  yield all([
    fork(whileSignedIn, realtimeBridge),
    takeLeading(tokenInvalid.type, endSessionForInvalidToken),
    takeLeading(tokenExpired.type, refreshForWorker),
    takeEvery(changeReceived.type, invalidateChanged),
    takeEvery(deviceStateReceived.type, invalidateDeviceState),
    takeEvery(jobReceived.type, invalidateRouterJob),
    takeEvery(alertReceived.type, alertChanged),
  ]);
}
