import { buffers, channel, eventChannel, type Channel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, delay, getContext, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { holdReloads } from '../browser';
import { rehydrated } from '../state/appActions';
import { TOAST_DURATION } from '../notifications/notificationsSlice';
import { toast } from '../notifications/toast';
import type { StoredRecording, StoredStep } from './recordingDb';
import { RECORDING_FLUSH_MS, RECORDING_LIMIT, RECORDING_WARN_SHARE, type RecordingLimits } from './recordingLimits';
import type { RecordingLog, RecordingLogEvent } from './recordingLog';
import { paused, resumed, selectIsRecording, started, stopped } from './recordingSlice';

export type { RecordingLimits } from './recordingLimits';

/** The saga context key under which makeStore hands the store's recording log to the sagas. */
export const RECORDING_LOG = 'recordingLog';

type RecorderSteps = typeof import('./recorderSteps');
const loadRecorderSteps = (): Promise<RecorderSteps> => import(/* webpackChunkName: "recorder" */ './recorderSteps');

function logChannel(log: RecordingLog): EventChannel<RecordingLogEvent> {
  return eventChannel<RecordingLogEvent>((emit) => {
    log.listen(emit);
    return () => log.listen(null);
  }, buffers.expanding(4));
}

/**
 * Records every action with the state after it (the store's recording middleware captures them)
 * until the recording stops, keeping it in IndexedDB so a reload goes on with it; on stop it
 * downloads the recording as a Redux DevTools export and forgets it.
 */
export function* recorder(log: RecordingLog, reloaded: boolean, limits: RecordingLimits): SagaIterator {
  const events: EventChannel<RecordingLogEvent> = yield call(logChannel, log);
  // A reload (a site switch) waits until the steps so far are stored; each wait is a callback to answer.
  const flushes: Channel<() => void> = yield call(channel);
  const release = holdReloads(() => new Promise<void>((stored) => flushes.put(stored)));
  try {
    const state: unknown = yield select();
    // Capturing starts now; the steps wait in the log while the code that stores them loads and storage opens.
    log.begin(state, reloaded);
    const steps: RecorderSteps = yield call(loadRecorderSteps);
    let meta: StoredRecording = yield call(steps.openRecording, state, reloaded);
    const summarize = steps.createRequestSummaries();
    while (true) {
      const next: { event?: RecordingLogEvent; flush?: () => void } = yield race({
        event: take(events),
        flush: take(flushes),
      });
      if (next.event === 'stopped') break;
      if (next.event) yield delay(RECORDING_FLUSH_MS);
      meta = yield call(steps.storeSteps, log, meta, summarize);
      meta = yield call(steps.watchSize, meta, limits);
      next.flush?.();
    }
    meta = yield call(steps.storeSteps, log, meta, summarize);
    const recording: { meta: StoredRecording; steps: StoredStep[] } | null = yield call(steps.readStoredRecording);
    if (recording) yield call(steps.downloadRecording, recording.meta, recording.steps, yield select());
    yield call(steps.clearStoredRecording);
  } finally {
    release();
    events.close();
    // Cancelled (the store is torn down): what is stored stays for the next page to go on with.
    if (yield cancelled()) log.end();
  }
}

const recordingToast = (title: string) =>
  function* showRecordingToast(): SagaIterator {
    yield toast({ title, variant: 'info', autoHideDuration: TOAST_DURATION.recording });
  };

/** Requirements §4 recording: off → running ⇄ paused → stopped; the status and the recording survive a reload. */
export function* recordingSagas(
  limits: RecordingLimits = { limit: RECORDING_LIMIT, warnAt: RECORDING_LIMIT * RECORDING_WARN_SHARE },
): SagaIterator {
  const log: RecordingLog | undefined = yield getContext(RECORDING_LOG);
  yield takeEvery(started.type, recordingToast('Recording started'));
  yield takeEvery(paused.type, recordingToast('Recording paused'));
  yield takeEvery(resumed.type, recordingToast('Recording resumed'));
  yield takeEvery(stopped.type, recordingToast('Recording stopped'));
  if (!log) return;
  while (true) {
    // A recording still running before a reload goes on once stored state is back.
    const { type } = yield take([started.type, rehydrated.type]);
    if (!(yield select(selectIsRecording))) continue;
    try {
      yield call(recorder, log, type === rehydrated.type, limits);
    } catch {
      // Storage refused the recording (full, or not available): say so and end it.
      log.end();
      yield toast({ title: 'Recording failed', message: 'The recording could not be saved.', variant: 'error' });
      yield put(stopped());
    }
  }
}
