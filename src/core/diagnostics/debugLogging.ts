import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../state/rootReducer';

/** An RTK Query thunk action's meta: which endpoint, which request, and the HTTP answer. */
interface ApiMeta {
  requestId?: string;
  requestStatus?: 'pending' | 'fulfilled' | 'rejected';
  arg?: { endpointName?: string };
  baseQueryMeta?: { response?: { status?: number } };
}

export type DebugSink = (line: string) => void;

/** Logs one dispatched action, given the state after it and when it was dispatched (performance.now()). */
export type DebugLogger = (action: UnknownAction, state: RootState, at: number) => void;

/** console.debug: the browser's "Verbose" level, hidden unless a superuser asks for it. */
const consoleSink: DebugSink = (line) => console.debug(line);

/**
 * Requirements §6: superusers get debug logging. Each action is logged by its type, and each API
 * call once it ends with its endpoint, outcome, HTTP status and time; never a payload, which may
 * hold tokens or personal data. The flag comes from /users/me (never stored), so nothing is logged
 * before the user is known or after a logout.
 *
 * @example [portico] api listRooms fulfilled 200 84 ms
 */
export function createDebugLogger(sink: DebugSink = consoleSink): DebugLogger {
  const started = new Map<string, number>();
  return (action, state, at) => {
    if (!state.session.isSuperuser) {
      started.clear();
      return;
    }
    const { type, meta } = action as UnknownAction & { meta?: ApiMeta };
    const endpoint = meta?.arg?.endpointName;
    if (!endpoint || !meta.requestId) {
      sink(`[portico] ${type}`);
    } else if (meta.requestStatus === 'pending') {
      started.set(meta.requestId, at);
    } else {
      const since = started.get(meta.requestId);
      started.delete(meta.requestId);
      const status = meta.baseQueryMeta?.response?.status ?? '-';
      const took = since === undefined ? '' : ` ${Math.round(at - since)} ms`;
      sink(`[portico] api ${endpoint} ${meta.requestStatus} ${status}${took}`);
    }
  };
}
