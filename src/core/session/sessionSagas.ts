import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, takeLeading } from 'redux-saga/effects';
import { baseApi } from '../api/baseApi';
import { currentFullPath, navigateTo, originFrom } from '../browser';
import { toast } from '../notifications/toast';
import { paths } from '../paths';
import { loginSaga } from './loginSaga';
import { logoutSaga } from './logoutSaga';
import { otherTabLoginSaga } from './otherTabsSaga';
import { expired, loginSubmitted, logoutRequested } from './sessionSlice';
import { whileSignedIn } from './sessionScope';
import { startupSaga } from './startupSaga';
import { tokenRefreshSchedule } from './tokenRefreshSaga';

/**
 * session/expired (a refused refresh or a second 401): requirements §8 toast, cached data gone (the slices
 * already cleared the stored session), and /login remembering where the user was.
 */
export function* sessionExpiredSaga(): SagaIterator {
  yield toast({
    title: 'Session expired',
    message: 'Your login session has expired. Please sign in again.',
    variant: 'error',
  });
  yield put(baseApi.util.resetApiState());
  const from = originFrom(yield call(currentFullPath));
  yield call(navigateTo, paths.login, { replace: true, state: from ? { from } : undefined });
}

export function* sessionSagas(): SagaIterator {
  yield all([
    fork(startupSaga),
    takeLeading(loginSubmitted.type, loginSaga),
    takeLeading(logoutRequested.type, logoutSaga),
    takeLeading(expired.type, sessionExpiredSaga),
    fork(otherTabLoginSaga),
    fork(whileSignedIn, tokenRefreshSchedule),
  ]);
}
