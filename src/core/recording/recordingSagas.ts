import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, race, select, take, takeEvery } from 'redux-saga/effects';
import { rehydrated } from '../state/appActions';
import { currentFullPath, downloadFile } from '../browser';
import { TOAST_DURATION } from '../notifications/notificationsSlice';
import { toast } from '../notifications/toast';
import { paused, resumed, selectIsRecording, selectIsRecordingPaused, started, stopped } from './recordingSlice';
import { actionEvent, type RecordedEvent, recordingFileName, routeEvent } from './sessionRecorder';

/** How often the recorder looks at the URL (the router changes it without dispatching). */
export const ROUTE_POLL_MS = 500;

export function routeChannel(): EventChannel<string> {
  return eventChannel<string>((emit) => {
    let last = currentFullPath();
    const timer = setInterval(() => {
      const path = currentFullPath();
      if (path !== last) emit((last = path));
    }, ROUTE_POLL_MS);
    return () => clearInterval(timer);
  }, buffers.expanding(10));
}

/** Records actions and route changes while running (not while paused); downloads them on stop. */
export function* recorder(): SagaIterator {
  const events: RecordedEvent[] = [];
  const startedAt = new Date();
  const routes: EventChannel<string> = yield call(routeChannel);
  try {
    events.push(routeEvent(yield call(currentFullPath), startedAt));
    while (true) {
      const { action, path } = yield race({ action: take('*'), path: take(routes) });
      if (action?.type === stopped.type) break;
      if (yield select(selectIsRecordingPaused)) continue;
      if (action) events.push(actionEvent(action as UnknownAction, new Date()));
      if (path) events.push(routeEvent(path, new Date()));
    }
    const stoppedAt = new Date();
    const file = { app: 'portico', startedAt: startedAt.toISOString(), stoppedAt: stoppedAt.toISOString(), events };
    yield call(downloadFile, recordingFileName(stoppedAt), JSON.stringify(file, null, 2), 'application/json');
  } finally {
    routes.close();
    if (yield cancelled()) events.length = 0;
  }
}

const recordingToast = (title: string) =>
  function* showRecordingToast(): SagaIterator {
    yield toast({ title, variant: 'info', autoHideDuration: TOAST_DURATION.recording });
  };

/** Requirements §4 recording: off → running ⇄ paused → stopped; the status survives a reload (recording_status). */
export function* recordingSagas(): SagaIterator {
  yield takeEvery(started.type, recordingToast('Recording started'));
  yield takeEvery(paused.type, recordingToast('Recording paused'));
  yield takeEvery(resumed.type, recordingToast('Recording resumed'));
  yield takeEvery(stopped.type, recordingToast('Recording stopped'));
  while (true) {
    // A recording still running before a reload continues once stored state is back.
    yield take([started.type, rehydrated.type]);
    if (yield select(selectIsRecording)) yield call(recorder);
  }
}
