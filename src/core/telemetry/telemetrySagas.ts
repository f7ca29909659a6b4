import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, takeEvery } from 'redux-saga/effects';
import { locationChanged, type LocationState } from '../location/locationSlice';
import { installErrorReporting, loadTelemetryChunk, type TelemetryChunk } from './errorQueue';
import { recordPageView } from './pageViews';
import { readTelemetrySettings } from './telemetrySettings';

/** Requirements §9: performance metrics are sent 5,000 ms after the start. */
export const ANALYTICS_DELAY_MS = 5000;

function* pageViewed(action: PayloadAction<LocationState>): SagaIterator {
  yield call(recordPageView, action.payload.pathname);
}

/**
 * Requirements §7: page views become the breadcrumbs of error reports, and after 5 s the web-vitals
 * go to Portico's server; each only when the server has it switched on (telemetrySettings.ts).
 */
export function* telemetrySagas(): SagaIterator {
  const settings: ReturnType<typeof readTelemetrySettings> = yield call(readTelemetrySettings);
  if (settings.errors) {
    yield call(installErrorReporting);
    yield takeEvery(locationChanged.type, pageViewed);
  }
  if (settings.metrics) {
    yield delay(ANALYTICS_DELAY_MS);
    const chunk: TelemetryChunk = yield call(loadTelemetryChunk);
    yield call(chunk.startWebVitals);
  }
}
