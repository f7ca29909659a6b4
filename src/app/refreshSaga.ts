import type { SagaIterator } from 'redux-saga';
import { all, call, select, takeLeading } from 'redux-saga/effects';
import { baseApi } from '../api/baseApi';
import { type EndpointResult, runEndpoint, type SagaEndpoint } from '../api/endpointCalls';
import { TOAST_DURATION } from '../features/notifications/notificationsSlice';
import { toast } from '../features/notifications/toast';
import { refreshRequested } from './appActions';
import type { RootState } from './rootReducer';

interface ActiveQuery {
  endpointName: string;
  originalArgs: unknown;
}

/** Queries some screen is subscribed to right now. */
export function selectActiveQueries(state: RootState): ActiveQuery[] {
  const { queries, subscriptions } = state[baseApi.reducerPath];
  return Object.entries(queries).flatMap(([cacheKey, query]) => {
    const subscribers = subscriptions[cacheKey];
    if (!query?.endpointName || !subscribers || Object.keys(subscribers).length === 0) return [];
    return [{ endpointName: query.endpointName, originalArgs: query.originalArgs }];
  });
}

/** The top bar's Refresh button: refetch what is on screen and say how it went (spec §8, §9). */
export function* refreshDataSaga(): SagaIterator {
  yield toast({ title: 'Refreshing data...', variant: 'info', autoHideDuration: TOAST_DURATION.refresh });
  const active: ActiveQuery[] = yield select(selectActiveQueries);
  const endpoints = baseApi.endpoints as unknown as Record<string, SagaEndpoint>;
  try {
    const results: EndpointResult<unknown>[] = yield all(
      active.filter((query) => endpoints[query.endpointName]).map((query) => call(runEndpoint, endpoints[query.endpointName], query.originalArgs)),
    );
    if (results.some((result) => result.error)) throw new Error('refetch failed');
    yield toast({ title: 'Data refreshed successfully!', variant: 'success', autoHideDuration: TOAST_DURATION.refreshSuccess });
  } catch {
    yield toast({ title: 'Failed to refresh data', variant: 'error', autoHideDuration: TOAST_DURATION.refreshFailure });
  }
}

export function* refreshSagas(): SagaIterator {
  yield takeLeading(refreshRequested.type, refreshDataSaga);
}
