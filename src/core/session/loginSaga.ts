import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { announceLogin } from '../state/persistStorage';
import { rememberedOrigin } from '../browser';
import { TOAST_DURATION } from '../notifications/notificationsSlice';
import { toast } from '../notifications/toast';
import { enterAfterSignIn } from '../tenancy/customerSelection';
import { LOGIN_ERRORS, loginErrorMessage } from './loginErrors';
import { type TokenPairResponse, sessionApi } from './sessionApi';
import { type LoginCredentials, loggedIn, loginFailed, userLoaded, type UserWithSuperuser } from './sessionSlice';

/** "Login successful": only for a user who has customers (one without sees "No Customer Access" alone). */
function* welcome(user: UserWithSuperuser): SagaIterator {
  yield toast({
    title: 'Login successful',
    message: `Welcome back${user.first_name ? `, ${user.first_name}` : ''}!`,
    variant: 'success',
    autoHideDuration: TOAST_DURATION.login,
  });
}

/**
 * session/loginSubmitted (takeLeading): tokens, then the user, then the customer gate. Every failure
 * becomes the login form's message of requirements §8.
 */
export function* loginSaga(action: PayloadAction<LoginCredentials>): SagaIterator {
  const { username, password, from } = action.payload;
  try {
    const pair: EndpointResult<TokenPairResponse> = yield call(runEndpoint, sessionApi.endpoints.login, {
      username,
      password,
    });
    if (pair.error) {
      yield put(loginFailed(loginErrorMessage(pair.error)));
      return;
    }
    yield put(loggedIn({ access: pair.data.access, refresh: pair.data.refresh, issuedAt: Date.now() }));

    const me: EndpointResult<UserWithSuperuser> = yield call(runEndpoint, sessionApi.endpoints.getMe, undefined);
    if (me.error) {
      yield put(loginFailed(loginErrorMessage(me.error)));
      return;
    }
    yield put(userLoaded(me.data));
    // By now the new tokens are in localStorage; other signed-out tabs reload into this session.
    yield call(announceLogin);
    const origin: string | null = from ?? (yield call(rememberedOrigin));
    yield call(enterAfterSignIn, me.data, origin, () => welcome(me.data));
  } catch {
    yield put(loginFailed(LOGIN_ERRORS.unexpected));
  }
}
