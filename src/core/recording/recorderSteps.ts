/*
 * What only a running recording does (redact and store its steps, watch its size, write its header and
 * its file): a chunk of its own, loaded when a recording starts, so that no page's first download
 * carries it. The recording saga (recordingSagas.ts) drives these steps.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { downloadFile, downloadGzip } from '../browser';
import { toast } from '../notifications/toast';
import { jsonSize } from './jsonSize';
import { redact } from './redaction';
import {
  appendStoredSteps,
  readStoredMeta,
  startStoredRecording,
  type StoredRecording,
  type StoredStep,
} from './recordingDb';
import { recordingFileName, recordingFileText } from './recordingFile';
import { recordingHeader } from './recordingHeader';
import { RECORDING_LARGE, type RecordingLimits } from './recordingLimits';
import type { RecordingLog } from './recordingLog';
import { grewLarge, stopped } from './recordingSlice';
import { createRequestSummaries, type RequestSummaries } from './requestSummary';

export { clearStoredRecording, readStoredRecording } from './recordingDb';
export { createRequestSummaries } from './requestSummary';

const megabytes = (size: number) => `${Math.round(size / (1024 * 1024))} MB`;

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
export function* watchSize(meta: StoredRecording, limits: RecordingLimits): SagaIterator<StoredRecording> {
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
export function* openRecording(state: unknown, reloaded: boolean): SagaIterator<StoredRecording> {
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
export function* downloadRecording(meta: StoredRecording, steps: StoredStep[], stopState: unknown): SagaIterator {
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
