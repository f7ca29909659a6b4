import { notifyPayloadObject } from '../db/notifyPayload';
import type { JobProgress } from './jobKind';
import type { ExecuteSql } from './jobsDb';

/** The NOTIFY channel of the queue: every instance on the database hears every job's news. */
export const jobsChannel = 'portico_jobs';

/** pg-boss's states of a job. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job's news as superusers' sockets get it (frame `job`), and as instances tell each other. */
export interface JobEvent {
  id: string;
  kind: string;
  key: string | null;
  state: JobState;
  progress: JobProgress | null;
  /** Why it failed or is retried, in a line. */
  error: string | null;
}

/** NOTIFY payloads are limited to 8,000 bytes: texts in events are cut to these lengths. */
const MAX_CURRENT = 200;
const MAX_ERROR = 500;

const cut = (text: string | null | undefined, length: number) =>
  typeof text === 'string' ? (text.length > length ? `${text.slice(0, length - 1)}…` : text) : null;

/** Progress as stored and pushed: whole numbers, `current` cut short. */
export function cleanProgress(progress: JobProgress): JobProgress {
  const count = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);
  return { done: count(progress.done), total: count(progress.total), current: cut(progress.current, MAX_CURRENT) };
}

export function eventPayload(event: JobEvent): string {
  return JSON.stringify({ ...event, error: cut(event.error, MAX_ERROR) });
}

/** Sends an event to every instance (at commit, when `sql` is a transaction). */
export async function notifyJobEvent(sql: ExecuteSql, event: JobEvent): Promise<void> {
  await sql.executeSql('SELECT pg_notify($1, $2)', [jobsChannel, eventPayload(event)]);
}

const states = new Set<string>(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']);

/** Progress from stored or sent JSON; null when it is none. */
export function progressOf(value: unknown): JobProgress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { done, total, current } = value as Record<string, unknown>;
  if (typeof done !== 'number' || typeof total !== 'number') return null;
  return { done, total, current: typeof current === 'string' ? current : null };
}

/** Reads one channel payload; null for anything else (never throws). */
export function parseJobEvent(payload: string): JobEvent | null {
  const value = notifyPayloadObject(payload);
  if (value === null) return null;
  const { id, kind, key, state, progress, error } = value;
  if (typeof id !== 'string' || typeof kind !== 'string' || typeof state !== 'string' || !states.has(state))
    return null;
  return {
    id,
    kind,
    key: typeof key === 'string' ? key : null,
    state: state as JobState,
    progress: progressOf(progress),
    error: typeof error === 'string' ? error : null,
  };
}
