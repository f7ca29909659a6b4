import type { SagaIterator } from 'redux-saga';
import { putResolve } from 'redux-saga/effects';
import type { ApiError } from './apiTypes';
import { type RefreshOutcome, refreshTokensThunk } from './tokenRefresh';

/** What a saga gets back from an endpoint: the data, or the error. */
export type EndpointResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/** Any RTK Query endpoint (query or mutation) a saga may call. */
export interface SagaEndpoint {
  name: string;
  /** A method, so that any endpoint's own argument type fits; the result is the thunk to dispatch. */
  initiate(arg: unknown, options: { subscribe: false; forceRefetch: true; track: false }): unknown;
}

/**
 * Runs an endpoint through the store (so the base query adds headers and re-auth) and returns
 * `{data}` or `{error}`. Queries are refetched and not kept subscribed; mutations are not tracked.
 * Sagas call it as an effect so tests provide the result:
 * `const me: EndpointResult<User> = yield call(runEndpoint, sessionApi.endpoints.getMe, undefined)`.
 */
export function* runEndpoint<T = unknown>(endpoint: SagaEndpoint, arg?: unknown): SagaIterator<EndpointResult<T>> {
  // putResolve() of a thunk waits for the promise the thunk returns.
  const result: { data?: T; error?: ApiError; isError?: boolean } = yield putResolve(
    endpoint.initiate(arg, { subscribe: false, forceRefetch: true, track: false }) as never,
  );
  if (result.error !== undefined || result.isError) return { error: result.error ?? { message: 'Request failed' } };
  return { data: result.data as T };
}

/** Refreshes the tokens through the base query's mutex; see `refreshTokens`. */
export function* refreshSession(staleAccessToken?: string | null): SagaIterator<RefreshOutcome> {
  const outcome: RefreshOutcome = yield putResolve(refreshTokensThunk(staleAccessToken) as never);
  return outcome;
}
