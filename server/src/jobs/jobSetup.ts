import type PgBoss from 'pg-boss';
import { notifyJobEvent, type JobState } from './jobEvents';
import { validatePayload, type AnyJobKind } from './jobKind';
import { JOBS_SCHEMA, type ExecuteSql } from './jobsDb';
import { JOB_COLUMNS, jobViewOf } from './jobView';
import { runJob, settleFailure, type RunContext, type RunningEntry } from './runJob';

export interface JobSettings {
  /** How often an idle worker looks for jobs; a send on any instance wakes the workers at once. */
  pollSeconds: number;
  /** How often expired attempts are failed (then retried) and old jobs archived; one instance does it each time. */
  maintenanceSeconds: number;
  /** How long stopping waits for running jobs before they are stopped and left to retry. */
  stopGraceMs: number;
  /** Cron per kind name, overriding the kind's own schedule; `off` removes it. */
  cronOverrides: Record<string, string>;
  /** How often schedules are checked (pg-boss's cron monitor), in seconds. */
  cronCheckSeconds: number;
  /** PostgreSQL: how long connecting may take. */
  connectTimeoutMs: number;
}

export interface JobQueueLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** What setting up a kind and recovering jobs need from the running queue. */
export interface KindSetup {
  boss: PgBoss;
  sql: ExecuteSql;
  settings: JobSettings;
  log: JobQueueLog;
  running: Map<string, RunningEntry>;
  stopping(): boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Creates (or updates) the kind's queue, sets its schedule and starts its workers; answers their ids. */
export async function setUpKind(setup: KindSetup, kind: AnyJobKind): Promise<string[]> {
  const { boss, settings, log } = setup;
  const options = {
    // stately: at most one waiting and one running job per singleton key, whoever inserts.
    policy: kind.singletonKey ? 'stately' : 'standard',
    retryLimit: kind.retryLimit ?? 1,
    retryDelay: kind.retryDelaySeconds ?? 0,
    retryBackoff: kind.retryBackoff ?? false,
    expireInSeconds: kind.expireInSeconds ?? 15 * 60,
  } as const;
  await boss.createQueue(kind.name, { name: kind.name, ...options });
  await boss.updateQueue(kind.name, { name: kind.name, ...options });
  await schedule(setup, kind);
  const context: RunContext = {
    boss,
    sql: setup.sql,
    schema: JOBS_SCHEMA,
    stopping: setup.stopping,
    onError: (error, job) => log.error({ error: { message: messageOf(error) }, job }, 'job error'),
  };
  const ids: string[] = [];
  for (let i = 0; i < Math.max(1, kind.concurrency ?? 1); i++) {
    let id = '';
    id = await boss.work<unknown>(
      kind.name,
      { pollingIntervalSeconds: settings.pollSeconds, includeMetadata: true, batchSize: 1 },
      async ([job]) => {
        await runJob(context, kind, job, setup.running);
        // A pg-boss worker waits out its polling interval even after a job: a queue of 200 jobs
        // would take 200 intervals. Notified, it fetches the next one at once.
        boss.notifyWorker(id);
      },
    );
    ids.push(id);
  }
  return ids;
}

async function schedule({ boss, settings, log }: KindSetup, kind: AnyJobKind): Promise<void> {
  const cron = settings.cronOverrides[kind.name] ?? kind.schedule?.cron;
  if (!cron || cron === 'off' || !kind.schedule) {
    await boss.unschedule(kind.name);
    return;
  }
  const payload = validatePayload(kind, kind.schedule.payload);
  await boss.schedule(kind.name, cron, payload as object);
  log.info({ kind: kind.name, cron }, 'job scheduled');
}

/**
 * The embedded database belongs to this one process (DATA_DIR's lock), so a job still "active" at
 * the start was running when the last server died: it is failed now (retried while attempts are
 * left, keeping its progress) instead of waiting for its expiry.
 */
export async function recoverOrphans({ boss, sql, log }: KindSetup): Promise<void> {
  const { rows } = await sql.executeSql(`SELECT ${JOB_COLUMNS} FROM ${JOBS_SCHEMA}.job WHERE state = 'active'`, []);
  for (const row of rows) {
    const job = jobViewOf(row);
    const message = 'The server stopped while the job ran';
    await settleFailure({ boss, sql, schema: JOBS_SCHEMA }, job.kind, job.id, job.progress, message);
    const now = await boss.getJobById(job.kind, job.id);
    await notifyJobEvent(sql, { ...job, state: (now?.state ?? 'failed') as JobState, error: message });
    log.info({ job: { kind: job.kind, id: job.id } }, 'job interrupted by the last stop: failed for a retry');
  }
}
