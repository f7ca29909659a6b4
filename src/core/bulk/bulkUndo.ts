import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { errorDetail } from '../api/apiTypes';
import { toast } from '../notifications/toast';
import { bulkApi } from './bulkApi';
import type { bulkUndoRequested } from './bulkSagas';

/** Undoes a bulk edit and says so; a refusal (a row changed since, 409) says why. */
export function* undoBulkEdit(action: ReturnType<typeof bulkUndoRequested>): SagaIterator {
  const result: EndpointResult<{ restored: number }> = yield call(
    runEndpoint,
    bulkApi.endpoints.undoBulk,
    action.payload,
  );
  if (result.error) {
    yield toast({
      title: 'Undo failed',
      message: errorDetail(result.error) ?? 'The bulk edit could not be undone.',
      variant: 'error',
    });
    return;
  }
  yield toast({ title: 'Bulk edit undone', message: `${result.data.restored} rows restored`, variant: 'success' });
}
