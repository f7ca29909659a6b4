import type PgBoss from 'pg-boss';
import { cleanProgress, jobsChannel, notifyJobEvent, progressOf, type JobEvent, type JobState } from './jobEvents';
import { PermanentJobError, type AnyJobKind, type JobProgress } from './jobKind';
import type { ExecuteSql } from './jobsDb';
import { errorOf } from './jobView';

/** A burst of progress updates is written at most this often (the final one always). */
const PROGRESS_EVERY_MS = 250;

export type StopReason = 'cancelled' | 'lost' | 'stopping';

/** What running a job needs from the queue around it. */
export interface RunContext {
  boss: PgBoss;
  sql: ExecuteSql;
  schema: string;
  /** True once the queue stops: a job fetched meanwhile is put back untouched. */
  stopping(): boolean;
  onError(error: unknown, job: { kind: string; id: string }): void;
}

/** A job this instance runs now: the queue aborts it on a cancel notice or when stopping. */
export interface RunningEntry {
  abort(reason: StopReason): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one job pg-boss fetched: validates the payload, calls the handler with its progress and
 * signal, and settles the job itself (complete, or fail: retried while attempts are left), telling
 * every instance. pg-boss's own settling afterwards finds the job no longer active and does nothing.
 */
export async function runJob(
  context: RunContext,
  kind: AnyJobKind,
  job: PgBoss.JobWithMetadata<unknown>,
  running: Map<string, RunningEntry>,
): Promise<void> {
  const { boss, sql, schema } = context;
  const controller = new AbortController();
  let key: string | null = job.singletonKey ?? null;
  let latest: JobProgress | null = progressOf((job.output as { progress?: unknown } | null)?.progress);
  const resumedFrom = job.retryCount > 0 || latest ? latest : null;
  const event = (state: JobState, error: string | null = null): JobEvent => ({
    id: job.id,
    kind: kind.name,
    key,
    state,
    progress: latest,
    error,
  });

  let written = 0;
  let pending = null as Promise<void> | null;
  const write = async () => {
    written = Date.now();
    const { rows } = await sql
      .executeSql(
        `WITH updated AS (
         UPDATE ${schema}.job SET output = jsonb_build_object('progress', $3::jsonb)
         WHERE name = $1 AND id = $2 AND state = 'active' RETURNING id
       )
       SELECT pg_notify($4, $5) FROM updated`,
        [kind.name, job.id, JSON.stringify(latest), jobsChannel, JSON.stringify(event('active'))],
      )
      // A progress line lost to a database hiccup must not stop the work itself.
      .catch((error: unknown) => {
        context.onError(error, { kind: kind.name, id: job.id });
        return { rows: [{}] };
      });
    // Cancelled, or expired and failed by the queue: this attempt's work is no longer wanted.
    if (rows.length === 0 && !controller.signal.aborted) controller.abort('lost');
  };
  const progress = async (update: JobProgress) => {
    latest = cleanProgress(update);
    const final = latest.done >= latest.total;
    if (pending) return final ? pending.then(write) : pending;
    const wait = written + PROGRESS_EVERY_MS - Date.now();
    if (final || wait <= 0) return write();
    pending = new Promise<void>((resolve) => setTimeout(resolve, wait)).then(write);
    try {
      await pending;
    } finally {
      pending = null;
    }
  };

  running.set(job.id, { abort: (reason) => controller.abort(reason) });
  if (context.stopping()) {
    try {
      const state = await putBack(context, kind.name, job.id);
      if (state) await notifyJobEvent(sql, event(state));
    } finally {
      running.delete(job.id);
    }
    return;
  }
  try {
    let payload: unknown;
    try {
      payload = kind.payload.validateSync(job.data, { strict: true, abortEarly: false });
      key = kind.singletonKey?.(payload) ?? key;
    } catch (error) {
      throw new PermanentJobError(`Invalid payload: ${messageOf(error)}`);
    }
    await notifyJobEvent(sql, event('active'));
    const result = await kind.handle({
      id: job.id,
      payload,
      key,
      attempt: job.retryCount + 1,
      resumedFrom,
      signal: controller.signal,
      progress,
    });
    await pending;
    if (controller.signal.aborted && controller.signal.reason !== 'stopping') return;
    await boss.complete(kind.name, job.id, { progress: latest, result: result ?? null });
    await notifyJobEvent(sql, event('completed'));
  } catch (error) {
    await pending?.catch(() => undefined);
    if (controller.signal.aborted && controller.signal.reason !== 'stopping') return;
    const message = controller.signal.reason === 'stopping' ? 'The server stopped while the job ran' : messageOf(error);
    try {
      await settleFailure(context, kind.name, job.id, latest, message, error instanceof PermanentJobError);
      const now = await boss.getJobById(kind.name, job.id);
      await notifyJobEvent(sql, event((now?.state ?? 'failed') as JobState, errorOf(now?.output) ?? message));
    } catch (settling) {
      // pg-boss fails the attempt itself once the handler returns, or expires it.
      context.onError(settling, { kind: kind.name, id: job.id });
      throw error;
    }
  } finally {
    running.delete(job.id);
  }
}

/** Fails the attempt (pg-boss retries while attempts are left); a permanent failure is not retried. */
export async function settleFailure(
  { boss, sql, schema }: Pick<RunContext, 'boss' | 'sql' | 'schema'>,
  kindName: string,
  id: string,
  progress: JobProgress | null,
  message: string,
  permanent = false,
): Promise<void> {
  await boss.fail(kindName, id, { progress, error: message });
  if (!permanent) return;
  await sql.executeSql(
    `UPDATE ${schema}.job SET state = 'failed', completed_on = now() WHERE name = $1 AND id = $2 AND state = 'retry'`,
    [kindName, id],
  );
}

/**
 * Undoes pg-boss's fetch of a job that arrived as the queue stopped (a poll in flight when it was
 * told to stop), so the next server runs it as if never fetched: the fetch set it active, stamped
 * `started_on` and counted a retry only when it had started before.
 */
async function putBack({ sql, schema }: RunContext, kindName: string, id: string): Promise<JobState | null> {
  const { rows } = await sql.executeSql(
    `UPDATE ${schema}.job SET
       state = CASE WHEN retry_count = 0 THEN 'created' ELSE 'retry' END::${schema}.job_state,
       started_on = CASE WHEN retry_count = 0 THEN NULL ELSE started_on END,
       retry_count = GREATEST(retry_count - 1, 0)
     WHERE name = $1 AND id = $2 AND state = 'active'
     RETURNING state`,
    [kindName, id],
  );
  return rows[0] ? (String(rows[0].state) as JobState) : null;
}
