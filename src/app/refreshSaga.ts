import type { SagaIterator } from 'redux-saga';
import { all, call, select, takeLeading } from 'redux-saga/effects';
import { type ActiveQuery, endpointOf, selectActiveQueries } from '../core/api/activeQueries';
import { type EndpointResult, runEndpoint } from '../core/api/endpointCalls';
import { TOAST_DURATION } from '../core/notifications/notificationsSlice';
import { toast } from '../core/notifications/toast';
import { refreshRequested } from '../core/state/appActions';

/** The top bar's Refresh button: refetch what is on screen and say how it went (requirements §8, §9). */
export function* refreshDataSaga(): SagaIterator {
  yield toast({ title: 'Refreshing data...', variant: 'info', autoHideDuration: TOAST_DURATION.refresh });
  const active: ActiveQuery[] = yield select(selectActiveQueries);
  try {
    const results: EndpointResult<unknown>[] = yield all(
      active.flatMap((query) => {
        const endpoint = endpointOf(query);
        return endpoint ? [call(runEndpoint, endpoint, query.originalArgs)] : [];
      }),
    );
    if (results.some((result) => result.error)) throw new Error('refetch failed');
    yield toast({
      title: 'Data refreshed successfully!',
      variant: 'success',
      autoHideDuration: TOAST_DURATION.refreshSuccess,
    });
  } catch {
    yield toast({ title: 'Failed to refresh data', variant: 'error', autoHideDuration: TOAST_DURATION.refreshFailure });
  }
}

export function* refreshSagas(): SagaIterator {
  yield takeLeading(refreshRequested.type, refreshDataSaga);
}
