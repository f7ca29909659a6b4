import type { SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { healthSagas } from '../features/health/healthSagas';
import { preferencesSagas } from '../features/preferences/preferencesSagas';
import { recordingSagas } from '../features/recording/recordingSagas';
import { sessionSagas } from '../features/session/sessionSagas';
import { tenancySagas } from '../features/tenancy/tenancySagas';
import { refreshSagas } from './refreshSaga';

/** Each feature's root runs on its own: one crashing saga does not take the others down. */
export function* rootSaga(): SagaIterator {
  yield spawn(sessionSagas);
  yield spawn(tenancySagas);
  yield spawn(preferencesSagas);
  yield spawn(recordingSagas);
  yield spawn(healthSagas);
  yield spawn(refreshSagas);
}
