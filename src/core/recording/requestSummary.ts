import type { UnknownAction } from '@reduxjs/toolkit';
import type { RequestAttempt } from '../api/apiTypes';
import { withEndpointLabel } from './endpointLabels';

/** One HTTP request as a recording tells it: `GET /api/crm/rooms/99/ → 404 in 35 ms`. */
export interface AttemptSummary {
  method: string;
  path: string;
  status: number | string | null;
  durationMs: number | null;
}

/**
 * What a recording says of one endpoint call: its request and final answer, the time from start to
 * answer, and every request it sent when it sent more than one (a retry, the repeat after a token refresh).
 */
export interface RequestSummary extends AttemptSummary {
  attempts?: AttemptSummary[];
}

interface RequestMeta {
  requestId?: string;
  requestStatus?: 'pending' | 'fulfilled' | 'rejected';
  startedTimeStamp?: number;
  baseQueryMeta?: { request?: Request; response?: Response; attempts?: RequestAttempt[] };
}

const pathOf = (url: string) => {
  try {
    const parsed = new URL(url, 'http://app.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
};

/**
 * Tells a recording's request actions apart for people: labels them with their endpoint and gives
 * answers the method, URL path, status and duration (RTK Query's meta holds a Request and Response,
 * which a file cannot). Keeps the start of each request it sees. Runs on the live actions, before redaction.
 */
export function createRequestSummaries() {
  const started = new Map<string, number>();
  return (action: UnknownAction, at: number): UnknownAction => {
    if (typeof action.type !== 'string' || !action.type.startsWith('api/execute')) return action;
    const meta = action.meta as RequestMeta | undefined;
    if (!meta?.requestId) return action;
    const labelled = withEndpointLabel(action);
    if (meta.requestStatus === 'pending') {
      started.set(meta.requestId, meta.startedTimeStamp ?? at);
      return labelled;
    }
    const startedAt = started.get(meta.requestId);
    started.delete(meta.requestId);
    const { request, response, attempts = [] } = meta.baseQueryMeta ?? {};
    const error = action.payload as { status?: number | string } | undefined;
    const summary: RequestSummary = {
      method: request?.method ?? '?',
      path: request ? pathOf(request.url) : '?',
      status: response?.status ?? error?.status ?? null,
      durationMs: startedAt === undefined ? null : Math.max(0, at - startedAt),
      ...(attempts.length > 1 && {
        attempts: attempts.map(({ method, url, status, durationMs }) => ({
          method,
          path: pathOf(url),
          status,
          durationMs,
        })),
      }),
    };
    return { ...labelled, meta: { ...meta, baseQueryMeta: undefined, request: summary } };
  };
}

export type RequestSummaries = ReturnType<typeof createRequestSummaries>;
