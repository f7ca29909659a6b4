import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, delay, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import { rehydrated } from '../state/appActions';
import { downloadFile, downloadGzip } from '../browser';
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
import { recordingHeader } from './recordingHeader';
import { createRequestSummaries, type RequestSummaries } from './requestSummary';
import type { RecordingLog, RecordingLogEvent } from './recordingLog';
import { grewLarge, paused, resumed, selectIsRecording, started, stopped } from './recordingSlice';

/**
 * Steps are stored in batches this long after the first of them: a burst becomes one write, and
 * a batch is stored long before the reload 300 ms after a site switch.
 */
export const RECORDING_FLUSH_MS = 20;
/** The largest recording, in characters of the downloaded file. */
export const RECORDING_LIMIT = 50 * 1024 * 1024;
/** The warning shows when this share of the limit is used. */
export const RECORDING_WARN_SHARE = 0.8;
/** From this size on, stopping offers a compressed (gzip) file. */
export const RECORDING_LARGE = 5 * 1024 * 1024;

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

/**
 * Redacts the waiting steps (request actions described for people first: method, path, status,
 * duration) and adds them to the stored recording; returns the updated description. A stop keeps the
 * user's note in the header.
 */
export function* storeSteps(
  log: RecordingLog,
  meta: StoredRecording,
  summarize: RequestSummaries = createRequestSummaries(),
): SagaIterator<StoredRecording> {
  let header = meta.header;
  const steps: StoredStep[] = log.drain().map((step) => {
    if (stopped.match(step.action) && step.action.payload?.note) {
      header = { ...header, note: step.action.payload.note.slice(0, 2000) };
    }
    return { action: redact(summarize(step.action, step.at)), state: redact(step.state), at: step.at };
  });
  if (steps.length === 0) return meta;
  const size = steps.reduce((total, step) => total + jsonSize(step.action) + jsonSize(step.state) + 80, meta.size);
  const next: StoredRecording = { ...meta, size, header };
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
  if (
    meta.size >= RECORDING_LARGE &&
    !(yield select((state: { recording: { large?: boolean } }) => state.recording.large))
  ) {
    yield put(grewLarge());
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
  const startedAt = Date.now();
  const meta: StoredRecording = {
    startedAt,
    committedState,
    size: jsonSize(committedState),
    warned: false,
    header: recordingHeader(state, startedAt),
  };
  yield call(startStoredRecording, meta);
  return meta;
}

/** The file, named for the customer, site and time, compressed when the user asked for it at the stop. */
function* downloadRecording(meta: StoredRecording, steps: StoredStep[], stopState: unknown): SagaIterator {
  const now = new Date();
  const stop = [...steps].reverse().find((step) => stopped.match(step.action))?.action as
    ReturnType<typeof stopped> | undefined;
  const final = recordingHeader(stopState, meta.startedAt);
  const header = {
    ...meta.header,
    customerId: meta.header.customerId ?? final.customerId,
    siteId: meta.header.siteId ?? final.siteId,
    userId: meta.header.userId ?? final.userId,
    stoppedAt: now.toISOString(),
  };
  const text = recordingFileText({ ...meta, header }, steps);
  const name = recordingFileName(now, stopState);
  if (stop?.payload?.gzip) yield call(downloadGzip, `${name}.gz`, text);
  else yield call(downloadFile, name, text, 'application/json');
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
    const summarize = createRequestSummaries();
    while (true) {
      const event: RecordingLogEvent = yield take(events);
      if (event === 'stopped') break;
      yield delay(RECORDING_FLUSH_MS);
      meta = yield call(storeSteps, log, meta, summarize);
      meta = yield call(watchSize, meta, limits);
    }
    meta = yield call(storeSteps, log, meta, summarize);
    const recording: { meta: StoredRecording; steps: StoredStep[] } | null = yield call(readStoredRecording);
    if (recording) yield call(downloadRecording, recording.meta, recording.steps, yield select());
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
