import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import type { BulkName } from '../entity/entityRegistry';

/** The "Undo" of a bulk edit's toast (a plain action, so the toast stays serialisable). */
export const bulkUndoRequested = createAction<{ id: number; entity: BulkName }>('bulk/undoRequested');

/** Loaded with the first undo: no page pays for it (nor for the bulk API it calls). */
const loadBulkUndo = () => import(/* webpackChunkName: "bulk-undo" */ './bulkUndo');

function* undoRequested(action: ReturnType<typeof bulkUndoRequested>): SagaIterator {
  const { undoBulkEdit }: Awaited<ReturnType<typeof loadBulkUndo>> = yield call(loadBulkUndo);
  yield call(undoBulkEdit, action);
}

export function* bulkSagas(): SagaIterator {
  yield takeEvery(bulkUndoRequested.type, undoRequested);
}
