import { type BaseQueryFn, type FetchArgs, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isReplaying, REPLAY_OFFLINE } from '../state/replayMode';
import type { PorticoQueryMeta } from './apiTypes';
import { getApiBase } from './env';

const fetchJson = fetchBaseQuery({ baseUrl: getApiBase() });

/**
 * A failed answer whose body is no JSON (a proxy's HTML page for 502, 503 or 524) keeps its HTTP
 * status, so it is retried, toasted and reported like the API's own errors (requirements §8); RTK
 * would call it a PARSING_ERROR. The page itself is kept as text for the report, never shown.
 */
export function withHttpStatus(error: FetchBaseQueryError): FetchBaseQueryError {
  if (error.status !== 'PARSING_ERROR' || error.originalStatus < 400) return error;
  return { status: error.originalStatus, data: { page: error.data.slice(0, 500) } };
}

/**
 * Plain fetch against the API base; headers and re-auth are added by baseQuery.ts. Nothing leaves a
 * replaying page. The meta tells the request as one attempt (method, URL, status, duration), so a call
 * that sends it again can tell every attempt (a session recording shows them).
 */
export const rawBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  PorticoQueryMeta
> = async (args, api, extraOptions) => {
  if (isReplaying()) {
    const error: FetchBaseQueryError = {
      status: 'CUSTOM_ERROR',
      error: REPLAY_OFFLINE,
      data: { detail: REPLAY_OFFLINE },
    };
    return { error };
  }
  const started = performance.now();
  const result = await fetchJson(args, api, extraOptions);
  const error = result.error && withHttpStatus(result.error);
  const meta: PorticoQueryMeta | undefined = result.meta && {
    ...result.meta,
    attempts: [
      {
        method: result.meta.request.method,
        url: result.meta.request.url,
        status: result.meta.response?.status ?? error?.status ?? null,
        durationMs: Math.round(performance.now() - started),
      },
    ],
  };
  return error ? { ...result, error, meta } : { ...result, meta };
};
