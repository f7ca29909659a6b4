import type { JobProgress } from './jobKind';
import { progressOf, type JobState } from './jobEvents';

/** A job as the app reads it: `jobs.read(kind, id)`. */
export interface JobView {
  id: string;
  kind: string;
  key: string | null;
  state: JobState;
  payload: unknown;
  progress: JobProgress | null;
  /** What the handler returned (completed jobs). */
  result: unknown;
  /** Why the last attempt failed (failed, or waiting to retry). */
  error: string | null;
  /** Attempts started so far. */
  attempts: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/**
 * What the queue keeps in pg-boss's `output` column: `{ progress }` while it runs, then `{ progress,
 * result }` or `{ progress, error }`. pg-boss writes its own failures there as `{ value: { message } }`
 * (an expired attempt), `{ value: '…' }` (stopped while active) or a serialised Error.
 */
export interface StoredOutput {
  progress?: JobProgress | null;
  result?: unknown;
  error?: string;
}

export function errorOf(output: unknown): string | null {
  if (typeof output !== 'object' || output === null) return null;
  const { error, value, message } = output as Record<string, unknown>;
  if (typeof error === 'string') return error;
  if (typeof message === 'string') return message;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string')
    return (value as { message: string }).message;
  return null;
}

/** The columns of pg-boss's job (and archive) table a JobView is read from. */
export const JOB_COLUMNS = `id, name, data, state, singleton_key AS "singletonKey", retry_count AS "retryCount",
  started_on AS "startedOn", created_on AS "createdOn", completed_on AS "completedOn", output`;

const dateOrNull = (value: unknown) => (value instanceof Date ? value : value ? new Date(String(value)) : null);

/** A pg-boss job row (`getJobById`, or the same columns) as a JobView. */
export function jobViewOf(job: object): JobView {
  const row = job as Record<string, unknown>;
  const output = (row.output ?? null) as Record<string, unknown> | null;
  const state = row.state as JobState;
  const retryCount = Number(row.retryCount ?? row.retry_count ?? 0);
  const started = dateOrNull(row.startedOn ?? row.started_on);
  return {
    id: String(row.id),
    kind: String(row.name),
    key: (row.singletonKey ?? row.singleton_key ?? null) as string | null,
    state,
    payload: row.data ?? null,
    progress: progressOf(output?.progress),
    result: state === 'completed' ? (output?.result ?? null) : null,
    error: state === 'failed' || state === 'retry' ? errorOf(output) : null,
    attempts: started ? retryCount + 1 : 0,
    createdAt: dateOrNull(row.createdOn ?? row.created_on) ?? new Date(0),
    startedAt: started,
    finishedAt: dateOrNull(row.completedOn ?? row.completed_on),
  };
}
