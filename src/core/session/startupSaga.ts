import type { SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import type { RefreshOutcome } from '../api/tokenRefresh';
import { refreshSession } from '../api/endpointCalls';
import { rehydrated } from '../state/appActions';
import { currentFullPath, originFrom, rememberedOrigin } from '../browser';
import { resumeTenancy } from '../tenancy/customerSelection';
import { sessionApi } from './sessionApi';
import {
  expired,
  initialised,
  selectAccessToken,
  selectSessionInitialised,
  selectTokenExpiry,
  userLoaded,
  type UserWithSuperuser,
} from './sessionSlice';

/**
 * On start, after stored state is back: with stored tokens, refresh them if they are past their
 * assumed expiry, load the user (is_superuser is never stored), re-check the customer, then
 * `session/initialised`; without tokens, initialised at once. Guards show a spinner until then.
 */
export function* startupSaga(): SagaIterator {
  if (yield select(selectSessionInitialised)) return; // preloaded (tests) or already done
  yield take(rehydrated.type);
  try {
    const token: string | null = yield select(selectAccessToken);
    if (!token) return;

    const expiry: number | null = yield select(selectTokenExpiry);
    if (expiry === null || expiry <= Date.now()) {
      const outcome: RefreshOutcome = yield call(refreshSession, token);
      if (outcome === 'refused') {
        yield put(expired());
        return;
      }
    }
    const me: EndpointResult<UserWithSuperuser> = yield call(runEndpoint, sessionApi.endpoints.getMe, undefined);
    // An auth failure here already ended the session in the base query; offline keeps the stored user.
    if (!me.data || !(yield select(selectAccessToken))) return;
    yield put(userLoaded(me.data));

    const origin: string | null = (yield call(rememberedOrigin)) ?? originFrom(yield call(currentFullPath));
    yield call(resumeTenancy, me.data, origin);
  } finally {
    yield put(initialised());
  }
}
