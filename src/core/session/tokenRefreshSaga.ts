import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { raceTimeout } from '../raceTimeout';
import type { RefreshOutcome } from '../api/tokenRefresh';
import { refreshSession } from '../api/endpointCalls';
import { expired, selectAccessToken, selectTokenExpiry, tokensRefreshed } from './sessionSlice';

/** Requirements §9: up to 5 retries, 2 s growing by 1.5, capped at 10 s. */
export const REFRESH_RETRIES = 5;
export const REFRESH_FIRST_DELAY_MS = 2000;
export const REFRESH_DELAY_FACTOR = 1.5;
export const REFRESH_MAX_DELAY_MS = 10_000;

/** Refreshes now, retrying network and server failures; false when the session cannot go on. */
export function* refreshWithRetries(): SagaIterator<boolean> {
  let wait = REFRESH_FIRST_DELAY_MS;
  for (let attempt = 0; ; attempt += 1) {
    const token: string | null = yield select(selectAccessToken);
    const outcome: RefreshOutcome = yield call(refreshSession, token);
    if (outcome === 'refreshed') return true;
    if (outcome === 'refused' || attempt >= REFRESH_RETRIES) return false;
    yield delay(wait);
    wait = Math.min(wait * REFRESH_DELAY_FACTOR, REFRESH_MAX_DELAY_MS);
  }
}

/**
 * Refreshes the access token when its assumed expiry (4 min after issue) arrives. A refresh done
 * meanwhile by the base query (after a 401) restarts the wait. Failure ends the session.
 */
export function* tokenRefreshSchedule(): SagaIterator {
  while (true) {
    const expiry: number | null = yield select(selectTokenExpiry);
    if (expiry === null) return;
    const { refreshedElsewhere } = yield race({
      due: raceTimeout(Math.max(0, expiry - Date.now())),
      refreshedElsewhere: take(tokensRefreshed.type),
    });
    if (refreshedElsewhere) continue;
    const ok: boolean = yield call(refreshWithRetries);
    if (!ok) {
      yield put(expired());
      return;
    }
  }
}
