import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, fork, select, take } from 'redux-saga/effects';
import { type ActiveQuery, endpointOf, selectActiveQueries } from '../core/api/activeQueries';
import { runEndpoint } from '../core/api/endpointCalls';

/** Requirements §9: cached data turns stale after 30 s; coming back refetches only stale data that is on screen. */
export const STALE_AFTER_MS = 30_000;

export type ReturnEvent = 'focus' | 'online';

/** The window regaining focus (or its tab becoming visible) and the network coming back; only the latest matters. */
export function windowReturnChannel(): EventChannel<ReturnEvent> {
  return eventChannel<ReturnEvent>((emit) => {
    const onFocus = () => emit('focus');
    const onVisible = () => document.visibilityState === 'visible' && emit('focus');
    const onOnline = () => emit('online');
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, buffers.sliding(1));
}

/** Subscribed queries whose data is older than STALE_AFTER_MS at `now`. */
export function staleQueries(active: ActiveQuery[], now: number): ActiveQuery[] {
  return active.filter((query) => query.fulfilledAt !== undefined && now - query.fulfilledAt >= STALE_AFTER_MS);
}

/**
 * Refetch on focus and reconnect, not on mount (requirements §9), for stale data only: RTK Query's own
 * refetchOnFocus would refetch everything on screen at every focus, however fresh.
 */
export function* refetchOnReturnSaga(): SagaIterator {
  const channel: EventChannel<ReturnEvent> = yield call(windowReturnChannel);
  try {
    while (true) {
      yield take(channel);
      const active: ActiveQuery[] = yield select(selectActiveQueries);
      for (const query of staleQueries(active, Date.now())) {
        const endpoint = endpointOf(query);
        if (endpoint) yield fork(runEndpoint, endpoint, query.originalArgs);
      }
    }
  } finally {
    channel.close();
  }
}
