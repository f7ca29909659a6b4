import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select } from 'redux-saga/effects';
import { baseApi } from '../api/baseApi';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { navigateTo } from '../browser';
import { TOAST_DURATION } from '../notifications/notificationsSlice';
import { toast } from '../notifications/toast';
import { paths } from '../paths';
import { recordingStopped, selectIsRecording } from '../recording/recordingSlice';
import { sessionApi } from './sessionApi';
import { loggedOut, selectRefreshToken } from './sessionSlice';

/** Requirements §9: the redirect to /login waits 300 ms so the toast is seen. */
export const LOGOUT_REDIRECT_DELAY_MS = 300;

/**
 * session/logoutRequested (takeLeading): stop recording, revoke the refresh token, clear stored data
 * and the API cache, toast, and go to /login. A failed revocation still signs out locally.
 */
export function* logoutSaga(): SagaIterator {
  if (yield select(selectIsRecording)) yield put(recordingStopped());

  const refresh: string | null = yield select(selectRefreshToken);
  let revoked = true;
  if (refresh) {
    try {
      const result: EndpointResult<void> = yield call(runEndpoint, sessionApi.endpoints.logout, { refresh });
      revoked = !result.error;
    } catch {
      revoked = false;
    }
  }
  yield put(loggedOut());
  yield put(baseApi.util.resetApiState());
  yield revoked
    ? toast({
        title: 'Logged out',
        message: 'You have been signed out.',
        variant: 'success',
        autoHideDuration: TOAST_DURATION.logout,
      })
    : toast({
        title: 'Logout error',
        message: 'There was an issue logging out. Please try again.',
        variant: 'error',
        autoHideDuration: TOAST_DURATION.logout,
      });
  yield delay(LOGOUT_REDIRECT_DELAY_MS);
  yield call(navigateTo, paths.login, { replace: true });
}
