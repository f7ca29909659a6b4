import type { UnknownAction } from '@reduxjs/toolkit';
import { withEndpointLabel } from './endpointLabels';

/** What a recording says of one request: `GET /api/crm/rooms/99/ → 404 in 35 ms`. */
export interface RequestSummary {
  method: string;
  path: string;
  status: number | string | null;
  durationMs: number | null;
}

interface RequestMeta {
  requestId?: string;
  requestStatus?: 'pending' | 'fulfilled' | 'rejected';
  startedTimeStamp?: number;
  baseQueryMeta?: { request?: Request; response?: Response };
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
    const { request, response } = meta.baseQueryMeta ?? {};
    const error = action.payload as { status?: number | string } | undefined;
    const summary: RequestSummary = {
      method: request?.method ?? '?',
      path: request ? pathOf(request.url) : '?',
      status: response?.status ?? error?.status ?? null,
      durationMs: startedAt === undefined ? null : Math.max(0, at - startedAt),
    };
    return { ...labelled, meta: { ...meta, baseQueryMeta: undefined, request: summary } };
  };
}

export type RequestSummaries = ReturnType<typeof createRequestSummaries>;
