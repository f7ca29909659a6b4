import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, delay, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import { rehydrated } from '../state/appActions';
import { downloadFile } from '../browser';
import { TOAST_DURATION } from '../notifications/notificationsSlice';
import { toast } from '../notifications/toast';
import { jsonSize } from './jsonSize';
import { redact } from './redaction';
import {
  appendStoredSteps,
  clearStoredRecording,
  readStoredMeta,
  readStoredRecording,
  startStoredRecording,
  type StoredRecording,
  type StoredStep,
} from './recordingDb';
import { recordingFileName, recordingFileText } from './recordingFile';
import type { RecordingLog, RecordingLogEvent } from './recordingLog';
import { paused, resumed, selectIsRecording, started, stopped } from './recordingSlice';

/**
 * Steps are stored in batches this long after the first of them: a burst becomes one write, and
 * a batch is stored long before the reload 300 ms after a site switch.
 */
export const RECORDING_FLUSH_MS = 20;
/** The largest recording, in characters of the downloaded file. */
export const RECORDING_LIMIT = 50 * 1024 * 1024;
/** The warning shows when this share of the limit is used. */
export const RECORDING_WARN_SHARE = 0.8;

/** The saga context key under which makeStore hands the store's recording log to the sagas. */
export const RECORDING_LOG = 'recordingLog';

export interface RecordingLimits {
  limit: number;
  warnAt: number;
}

const megabytes = (size: number) => `${Math.round(size / (1024 * 1024))} MB`;

function logChannel(log: RecordingLog): EventChannel<RecordingLogEvent> {
  return eventChannel<RecordingLogEvent>((emit) => {
    log.listen(emit);
    return () => log.listen(null);
  }, buffers.expanding(4));
}

/** Redacts the waiting steps and adds them to the stored recording; returns the updated description. */
export function* storeSteps(log: RecordingLog, meta: StoredRecording): SagaIterator<StoredRecording> {
  const steps: StoredStep[] = log.drain().map((step) => ({
    action: redact(step.action),
    state: redact(step.state),
    at: step.at,
  }));
  if (steps.length === 0) return meta;
  const size = steps.reduce((total, step) => total + jsonSize(step.action) + jsonSize(step.state) + 80, meta.size);
  const next: StoredRecording = { ...meta, size };
  yield call(appendStoredSteps, steps, next);
  return next;
}

/** Warns once near the limit; at the limit stops the recording (which downloads it). */
function* watchSize(meta: StoredRecording, limits: RecordingLimits): SagaIterator<StoredRecording> {
  if (meta.size >= limits.limit) {
    yield toast({
      title: 'Recording stopped',
      message: `The recording reached its size limit (${megabytes(limits.limit)}) and was saved.`,
      variant: 'warning',
    });
    yield put(stopped());
    return meta;
  }
  if (meta.size >= limits.warnAt && !meta.warned) {
    const warned = { ...meta, warned: true };
    yield call(appendStoredSteps, [], warned);
    yield toast({
      title: 'Recording nearly full',
      message: `It stops and downloads by itself at ${megabytes(limits.limit)}. Stop it soon.`,
      variant: 'warning',
    });
    return warned;
  }
  return meta;
}

/** A new recording's stored start, or the running one after a reload (a new one if storage lost it). */
function* openRecording(state: unknown, reloaded: boolean): SagaIterator<StoredRecording> {
  if (reloaded) {
    const stored: StoredRecording | null = yield call(readStoredMeta);
    if (stored) return stored;
  }
  const committedState = redact(state);
  const meta: StoredRecording = {
    startedAt: Date.now(),
    committedState,
    size: jsonSize(committedState),
    warned: false,
  };
  yield call(startStoredRecording, meta);
  return meta;
}

/**
 * Records every action with the state after it (the store's recording middleware captures them)
 * until the recording stops, keeping it in IndexedDB so a reload goes on with it; on stop it
 * downloads the recording as a Redux DevTools export and forgets it.
 */
export function* recorder(log: RecordingLog, reloaded: boolean, limits: RecordingLimits): SagaIterator {
  const events: EventChannel<RecordingLogEvent> = yield call(logChannel, log);
  try {
    const state: unknown = yield select();
    // Capturing starts now; the steps wait in the log while storage opens.
    log.begin(state, reloaded);
    let meta: StoredRecording = yield call(openRecording, state, reloaded);
    while (true) {
      const event: RecordingLogEvent = yield take(events);
      if (event === 'stopped') break;
      yield delay(RECORDING_FLUSH_MS);
      meta = yield call(storeSteps, log, meta);
      meta = yield call(watchSize, meta, limits);
    }
    meta = yield call(storeSteps, log, meta);
    const recording: { meta: StoredRecording; steps: StoredStep[] } | null = yield call(readStoredRecording);
    if (recording) {
      const text = recordingFileText(recording.meta, recording.steps);
      yield call(downloadFile, recordingFileName(new Date()), text, 'application/json');
    }
    yield call(clearStoredRecording);
  } finally {
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
