import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { expired } from '../session/sessionSlice';
import {
  type PorticoExtraOptions,
  type PorticoQueryMeta,
  type RequestArgs,
  type RequestState,
  urlOf,
} from './apiTypes';
import { isReplaying } from '../state/replayMode';
import { selectRequestTenancy } from '../tenancy/requestTenancy';
import { rawBaseQuery } from './rawBaseQuery';
import { toastServerError } from './serverErrors';
import { refreshMutex, refreshTokens, rotateTokensWith } from './tokenRefresh';

export { refreshTokens, refreshTokensThunk, type RefreshOutcome } from './tokenRefresh';

export type PorticoBaseQuery = BaseQueryFn<
  RequestArgs,
  unknown,
  FetchBaseQueryError,
  PorticoExtraOptions,
  PorticoQueryMeta
>;
type PorticoQueryResult = Awaited<ReturnType<PorticoBaseQuery>>;

const DEFAULT_QUERY_RETRIES = 1;
const DEFAULT_RETRY_DELAY_MS = 1000;

/** Auth endpoints answer 401 for wrong credentials; that is never a reason to refresh. */
const isTokenPath = (args: RequestArgs) => urlOf(args).replace(/^\/+/, '').startsWith('token/');

function isAuthFailure(error: FetchBaseQueryError | undefined): boolean {
  if (!error) return false;
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return error.status === 401 || code === 'token_not_valid';
}

function missingTenancy(message: string): { error: FetchBaseQueryError } {
  return { error: { status: 'CUSTOM_ERROR', error: message, data: { detail: message } } };
}

/** Sends one request with the bearer token and the tenancy headers of the current state (requirements §6). */
const withHeaders: PorticoBaseQuery = (args, api, extraOptions = {}) => {
  const { session, tenancy } = api.getState() as RequestState;
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const headers = new Headers(request.headers as HeadersInit | undefined);
  // An endpoint may name its customer itself (stats of a customer on the selection screen, a customer switch).
  const named = headers.get('X-Customer-ID');
  const { customerId, siteId, tenantId } = selectRequestTenancy(tenancy, named ? Number(named) : null);
  if (extraOptions.tenancy && customerId == null) return missingTenancy('No active customer selected');
  if (extraOptions.tenancy === 'site' && siteId == null) return missingTenancy('No active site selected');

  if (session.accessToken && !isTokenPath(args) && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${session.accessToken}`);
  }
  if (customerId != null && !headers.has('X-Customer-ID')) headers.set('X-Customer-ID', String(customerId));
  if (siteId != null && !headers.has('X-Site-ID')) headers.set('X-Site-ID', String(siteId));
  if (tenantId != null && !headers.has('X-Tenant-ID')) headers.set('X-Tenant-ID', String(tenantId));
  request.headers = headers;
  return rawBaseQuery(request, api, extraOptions);
};

/** The answer of a repeated request, telling every request the call sent (`earlier`'s first). */
function afterRepeat(earlier: PorticoQueryResult, repeated: PorticoQueryResult): PorticoQueryResult {
  if (!repeated.meta) return repeated;
  const attempts = [...(earlier.meta?.attempts ?? []), ...(repeated.meta.attempts ?? [])];
  return { ...repeated, meta: { ...repeated.meta, attempts } };
}

/** The session is over: sagas show the toast, clear storage and go to /login (requirements §8). */
function endSession(api: BaseQueryApi) {
  if ((api.getState() as RequestState).session.accessToken) api.dispatch(expired());
}

/**
 * RTK's "re-authorization with a mutex" recipe: wait while a refresh runs, send; on 401 (or
 * token_not_valid) refresh once — concurrent failures share that refresh — and retry once.
 * A refused refresh or a second auth failure ends the session.
 */
const withReauth: PorticoBaseQuery = async (args, api, extraOptions) => {
  await refreshMutex.waitForUnlock();
  if (extraOptions.rotatesTokens) return rotateTokensWith(api, async () => withHeaders(args, api, extraOptions));
  const sentToken = (api.getState() as RequestState).session.accessToken;
  const result = await withHeaders(args, api, extraOptions);
  if (!isAuthFailure(result.error) || !sentToken || isTokenPath(args)) return result;

  const outcome = await refreshTokens(api, sentToken);
  if (outcome === 'unavailable') return result; // the refresh schedule retries; do not sign out on a blip
  if (outcome === 'refused') {
    endSession(api);
    return result;
  }
  const retried = afterRepeat(result, await withHeaders(args, api, extraOptions));
  if (isAuthFailure(retried.error)) endSession(api);
  return retried;
};

function isTransient(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  return typeof error.status === 'number' && error.status >= 500;
}

/** Queries retry transient failures (requirements §9: 1 retry); mutations never repeat on their own. */
const withQueryRetry: PorticoBaseQuery = async (args, api, extraOptions = {}) => {
  const retries = api.type === 'query' ? (extraOptions.retries ?? DEFAULT_QUERY_RETRIES) : 0;
  let result = await withReauth(args, api, extraOptions);
  for (let attempt = 0; attempt < retries && result.error && isTransient(result.error); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, extraOptions.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS));
    if (api.signal.aborted) break;
    result = afterRepeat(result, await withReauth(args, api, extraOptions));
  }
  return result;
};

/** The one base query of the app (core/api/baseApi.ts). */
export const baseQueryWithReauth: PorticoBaseQuery = async (args, api, extraOptions = {}) => {
  const result = await withQueryRetry(args, api, extraOptions);
  if (result.error && !extraOptions.silent && !isReplaying()) toastServerError(result.error, api, urlOf(args));
  return result;
};
