import type { SagaIterator, Task } from 'redux-saga';
import { cancel, cancelled, join, spawn } from 'redux-saga/effects';
import { bulkSagas } from '../core/bulk/bulkSagas';
import { exportSagas } from '../core/exports/exportSagas';
import { healthSagas } from '../core/health/healthSagas';
import { preferencesSagas } from '../core/preferences/preferencesSagas';
import { realtimeSagas } from '../core/realtime/realtimeSagas';
import { recordingSagas } from '../core/recording/recordingSagas';
import { sessionSagas } from '../core/session/sessionSagas';
import { telemetrySagas } from '../core/telemetry/telemetrySagas';
import { tenancySagas } from '../core/tenancy/tenancySagas';
import { refetchOnReturnSaga } from './refetchOnReturnSaga';
import { refreshSagas } from './refreshSaga';

const featureSagas = [
  sessionSagas,
  tenancySagas,
  preferencesSagas,
  recordingSagas,
  healthSagas,
  realtimeSagas,
  refreshSagas,
  refetchOnReturnSaga,
  exportSagas,
  bulkSagas,
  telemetrySagas,
];

/**
 * Each feature's root runs on its own (spawn): one crashing saga does not take the others down.
 * Cancelling the root (a test's store teardown) cancels them all, which spawn alone would not.
 */
export function* rootSaga(): SagaIterator {
  const tasks: Task[] = [];
  for (const saga of featureSagas) tasks.push(yield spawn(saga));
  try {
    yield join(tasks);
  } finally {
    if (yield cancelled()) yield cancel(tasks);
  }
}
