import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { SessionState } from '../session/sessionSlice';
import type { TenancyState } from '../tenancy/tenancySlice';

/** Which tenancy ids an endpoint cannot work without (requirements §6). */
export type TenancyRequirement = 'customer' | 'site';

/** `extraOptions` every endpoint may pass to the base query. */
export interface PorticoExtraOptions {
  /** A missing id returns an error result and sends nothing. */
  tenancy?: TenancyRequirement;
  /** Retries after a network error or 5xx, queries only (default 1, requirements §9). */
  retries?: number;
  /** Delay between those retries in ms (default 1000). */
  retryDelayMs?: number;
  /** No "Server error" toast (callers that show their own message, like login or health). */
  silent?: boolean;
  /** The answer is the session's next token pair: sent under the refresh lock, then stored (core/api/tokenRefresh.ts). */
  rotatesTokens?: boolean;
}

/** The part of the root state the base query reads; typed here to keep store.ts out of the import cycle. */
export interface RequestState {
  session: SessionState;
  tenancy: TenancyState;
}

export type RequestArgs = string | FetchArgs;

/** One HTTP request of an endpoint call: a call may send several (a retry after a server error, the repeat after a token refresh). */
export interface RequestAttempt {
  method: string;
  url: string;
  status: number | string | null;
  durationMs: number;
}

/** fetchBaseQuery's meta (the last request and its response), and every request the call sent, in order. */
export type PorticoQueryMeta = FetchBaseQueryMeta & { attempts?: RequestAttempt[] };

/** What a failed endpoint call carries: an HTTP/transport error or a thrown exception. */
export type ApiError = FetchBaseQueryError | SerializedError;

/** Detail text of a `{detail}` error body, when it is a string. */
export function errorDetail(error: unknown): string | null {
  const data = (error as { data?: unknown } | null)?.data;
  if (data && typeof data === 'object') {
    const { detail, message } = data as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string' && detail) return detail;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/** HTTP status of an error result, or null for transport errors and exceptions. */
export function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

export function urlOf(args: RequestArgs): string {
  return typeof args === 'string' ? args : args.url;
}
