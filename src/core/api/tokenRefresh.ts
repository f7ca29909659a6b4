import type { Dispatch } from '@reduxjs/toolkit';
import { Mutex } from 'async-mutex';
import { tokensRefreshed } from '../session/sessionSlice';
import type { RequestState } from './apiTypes';
import { rawBaseQuery } from './rawBaseQuery';

/**
 * One lock for every token refresh: the base query's re-auth and the refresh schedule both go
 * through it, so N concurrent 401s and a timer firing at the same time still send ONE refresh.
 */
export const refreshMutex = new Mutex();

/** refreshed: new tokens are in the store; refused: the server rejected the refresh token (or we have
 * none), the session is over; unavailable: network or server trouble, worth retrying later. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unavailable';

export interface StoreAccess {
  dispatch: Dispatch;
  getState: () => unknown;
}

interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * Refreshes the tokens unless someone already did while we waited: pass the access token a failed
 * request was sent with as `staleAccessToken`; if the store holds a different one, no request is made.
 * Example: `await refreshTokens(store, tokenThatGot401)`.
 */
export function refreshTokens(store: StoreAccess, staleAccessToken?: string | null): Promise<RefreshOutcome> {
  return refreshMutex.runExclusive(async () => {
    const { session } = store.getState() as RequestState;
    if (!session.refreshToken) return 'refused';
    if (staleAccessToken !== undefined && session.accessToken !== staleAccessToken) {
      return session.accessToken ? 'refreshed' : 'refused';
    }
    const controller = new AbortController();
    const result = await rawBaseQuery(
      { url: '/token/refresh', method: 'POST', body: { refresh: session.refreshToken } },
      {
        signal: controller.signal,
        abort: () => controller.abort(),
        dispatch: store.dispatch,
        getState: store.getState,
        extra: undefined,
        endpoint: 'refreshTokens',
        type: 'mutation',
      },
      {},
    );
    if (result.data) {
      const { access, refresh } = result.data as TokenPair;
      store.dispatch(tokensRefreshed({ access, refresh, issuedAt: Date.now() }));
      return 'refreshed';
    }
    const status = result.error?.status;
    return typeof status === 'number' && status < 500 ? 'refused' : 'unavailable';
  });
}

/**
 * Sends a request whose answer is the session's next token pair (a new password), holding the refresh
 * lock until that pair is in the store. The change ends every older token at once, and the socket that
 * closes because of it asks for a refresh before this answer arrives: that refresh waits here, then
 * finds the new pair instead of spending the refresh token the change has just revoked.
 */
export function rotateTokensWith<Result extends { data?: unknown }>(
  store: StoreAccess,
  send: () => Promise<Result>,
): Promise<Result> {
  return refreshMutex.runExclusive(async () => {
    const result = await send();
    if (result.data) {
      const { access, refresh } = result.data as TokenPair;
      store.dispatch(tokensRefreshed({ access, refresh, issuedAt: Date.now() }));
    }
    return result;
  });
}

/** A thunk form for sagas: `yield put(refreshTokensThunk(token))` resolves to the outcome. */
export const refreshTokensThunk =
  (staleAccessToken?: string | null) =>
  (dispatch: Dispatch, getState: () => unknown): Promise<RefreshOutcome> =>
    refreshTokens({ dispatch, getState }, staleAccessToken);
