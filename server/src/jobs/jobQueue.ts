/**
 * The background job queue: pg-boss 10 on the app's database (README "Background jobs").
 *
 * Public interface (`app.jobs`, plugins/jobs.ts):
 * - `defineJobKind({ name, payload: yupSchema, handle, singletonKey?, expireInSeconds?, retryLimit?,
 *   retryDelaySeconds?, concurrency?, schedule? })` (jobKind.ts) declares a kind; list the app's kinds
 *   in appJobKinds.ts (or `app.jobs.define(kind)`).
 * - `handle(job)` gets `{ id, payload, key, attempt, resumedFrom, signal, progress({ done, total, current }) }`;
 *   it returns the result (JSON) or throws (retried while attempts are left; `PermanentJobError` never).
 * - `send(kind, payload, { startAfterSeconds? })` → `{ id, sent }`: `sent: false` when the kind's
 *   singleton key already has a job waiting or running (its id is answered). Bad payload: JobPayloadError.
 * - `cancel(kind, id)` → the job after cancelling (null when unknown); a running handler's signal aborts.
 * - `schedules()` → `{ kind, cron }[]` in force.
 * - `read(kind, id)`, `latest(kind, key)` → JobView (jobView.ts): state, progress, result, error, attempts.
 * - Every change of state and progress is NOTIFYed on `portico_jobs` (jobEvents.ts) and pushed to
 *   superusers' sockets as frame `job`.
 * - Settings: AppConfig.jobs (JOBS_POLL_SECONDS, JOBS_MAINTENANCE_SECONDS, JOBS_STOP_GRACE_SECONDS,
 *   JOBS_CRON_<KIND>).
 */
import PgBoss from 'pg-boss';
import { ValidationError } from 'yup';
import type { DatabaseHandle } from '../db/database';
import { parseJobEvent, notifyJobEvent, type JobEvent, type JobState } from './jobEvents';
import type { AnyJobKind, JobKind } from './jobKind';
import { jobsDbFor, type JobsDb } from './jobsDb';
import { jobViewOf, type JobView } from './jobView';
import { runJob, settleFailure, type RunningEntry, type StopReason } from './runJob';

/** pg-boss creates and migrates its tables in this schema itself (never in drizzle's migrations). */
export const JOBS_SCHEMA = 'pgboss';

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

/** A send whose payload its kind refuses. */
export class JobPayloadError extends Error {
  constructor(readonly errors: string[]) {
    super(`Invalid job payload: ${errors.join('; ')}`);
    this.name = 'JobPayloadError';
  }
}

export interface JobQueueLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

const JOB_COLUMNS = `id, name, data, state, singleton_key AS "singletonKey", retry_count AS "retryCount",
  started_on AS "startedOn", created_on AS "createdOn", completed_on AS "completedOn", output`;

export class JobQueue {
  private readonly kinds = new Map<string, AnyJobKind>();
  private readonly workers = new Map<string, string[]>();
  private readonly running = new Map<string, RunningEntry>();
  private readonly db: JobsDb;
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private stopping = false;
  /** Statements of the queue under way: the database closes only once none is. */
  private inFlight = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly settings: JobSettings,
    private readonly log: JobQueueLog,
  ) {
    const db = jobsDbFor(database, settings.connectTimeoutMs);
    this.db = {
      ...db,
      executeSql: async (text, values) => {
        this.inFlight++;
        try {
          return await db.executeSql(text, values);
        } finally {
          this.inFlight--;
        }
      },
    };
  }

  /** Adds a kind; its queue, schedule and workers start with the queue (at once when it runs). */
  async define(kind: AnyJobKind): Promise<void> {
    if (this.kinds.has(kind.name)) throw new Error(`Job kind "${kind.name}" is defined twice`);
    this.kinds.set(kind.name, kind);
    if (this.boss) await this.setUp(this.boss, kind);
  }

  /** Installs or migrates pg-boss's schema, recovers jobs a dead server left, starts the workers. */
  async start(): Promise<void> {
    this.starting ??= this.startOnce();
    return this.starting;
  }

  private async startOnce(): Promise<void> {
    const boss = new PgBoss({
      db: this.db,
      schema: JOBS_SCHEMA,
      maintenanceIntervalSeconds: this.settings.maintenanceSeconds,
      cronMonitorIntervalSeconds: this.settings.cronCheckSeconds,
      cronWorkerIntervalSeconds: Math.min(this.settings.cronCheckSeconds, 5),
      // Finished jobs stay readable (a device's last apply) for a week, then move to the archive.
      archiveCompletedAfterSeconds: 7 * 24 * 3600,
      deleteAfterDays: 30,
    });
    boss.on('error', (error) => this.log.error({ error: { message: error.message } }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    if (this.database.kind === 'pglite') await this.recoverOrphans(boss);
    for (const kind of this.kinds.values()) await this.setUp(boss, kind);
  }

  /**
   * Stops fetching, lets running jobs finish within the grace time, then aborts the rest
   * (`signal.reason === 'stopping'`): they are failed and retried by the next server.
   */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    // An app closed while the queue still starts (a test timing out) must not leave workers polling.
    await this.starting?.catch(() => undefined);
    const boss = this.boss;
    if (!boss) return this.db.close();
    const grace = Math.max(this.settings.stopGraceMs, 1000);
    const abortLate = setTimeout(() => this.abortAll('stopping'), Math.max(grace - 500, 0));
    try {
      await boss.stop({ graceful: true, wait: true, timeout: grace, close: false });
    } finally {
      clearTimeout(abortLate);
      this.abortAll('stopping');
      await this.drained(grace);
      await this.db.close();
      this.boss = null;
    }
  }

  /**
   * pg-boss's stop does not wait for a poll already sent, nor for the settling it sends after a
   * handler: a job fetched then must still be put back, and nothing may find the database closed.
   */
  private async drained(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let quietChecks = 0;
    while (Date.now() < deadline && quietChecks < 3) {
      quietChecks = this.inFlight === 0 && this.running.size === 0 ? quietChecks + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async send<Payload>(
    kind: JobKind<Payload>,
    payload: Payload,
    options: { startAfterSeconds?: number } = {},
  ): Promise<{ id: string; sent: boolean }> {
    const boss = this.started();
    const checked = this.validate(kind, payload);
    const key = kind.singletonKey?.(checked) ?? null;
    const sendOptions = { ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}) };
    const event = (id: string): JobEvent => ({
      id,
      kind: kind.name,
      key,
      state: 'created',
      progress: null,
      error: null,
    });
    if (key === null) {
      const id = await boss.send(kind.name, checked as object, sendOptions);
      if (!id) throw new Error(`The job queue did not take a "${kind.name}" job`);
      await notifyJobEvent(this.db, event(id));
      return { id, sent: true };
    }
    // One job per key: the check and the insert hold a lock on the key, so two instances sending at
    // once take turns and the second finds the first's job (the stately queue refuses a second
    // waiting job besides).
    return this.db.transaction(async (sql) => {
      await sql.executeSql(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7317002))`, [`${kind.name}:${key}`]);
      const { rows } = await sql.executeSql(
        `SELECT id FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state <= 'active' LIMIT 1`,
        [kind.name, key],
      );
      if (rows[0]) return { id: String(rows[0].id), sent: false };
      const id = await boss.send(kind.name, checked as object, { ...sendOptions, singletonKey: key, db: sql });
      if (!id) throw new Error(`The job queue did not take a "${kind.name}" job for ${key}`);
      await notifyJobEvent(sql, event(id));
      return { id, sent: true };
    });
  }

  async cancel(kind: AnyJobKind, id: string): Promise<JobView | null> {
    const boss = this.started();
    await boss.cancel(kind.name, id);
    const job = await this.read(kind, id);
    if (job?.state === 'cancelled') await notifyJobEvent(this.db, { ...job, kind: kind.name });
    return job;
  }

  async read(kind: AnyJobKind, id: string): Promise<JobView | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await this.started().getJobById(kind.name, id, { includeArchive: true });
    return row ? jobViewOf(row) : null;
  }

  /** The newest job of a singleton key (a router's last apply), archived ones too. */
  async latest(kind: AnyJobKind, key: string): Promise<JobView | null> {
    this.started();
    const { rows } = await this.db.executeSql(
      `SELECT * FROM (
         SELECT ${JOB_COLUMNS} FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND singleton_key = $2
         UNION ALL
         SELECT ${JOB_COLUMNS} FROM ${JOBS_SCHEMA}.archive WHERE name = $1 AND singleton_key = $2
       ) jobs ORDER BY "createdOn" DESC LIMIT 1`,
      [kind.name, key],
    );
    return rows[0] ? jobViewOf(rows[0]) : null;
  }

  /** The schedules in force (every instance's kinds), as `{ kind, cron }` (UTC). */
  async schedules(): Promise<{ kind: string; cron: string }[]> {
    const rows = await this.started().getSchedules();
    return rows.map((row) => ({ kind: row.name, cron: row.cron })).sort((a, b) => a.kind.localeCompare(b.kind));
  }

  /** A payload of the jobs channel (any instance's news): wakes workers, stops a cancelled job. */
  onNotice(payload: string): void {
    const event = parseJobEvent(payload);
    if (!event || !this.boss) return;
    if (event.state === 'created' || event.state === 'retry')
      for (const worker of this.workers.get(event.kind) ?? []) this.boss.notifyWorker(worker);
    if (event.state === 'cancelled') this.running.get(event.id)?.abort('cancelled');
  }

  private started(): PgBoss {
    if (!this.boss || this.stopping) throw new Error('The job queue is not running');
    return this.boss;
  }

  private validate<Payload>(kind: JobKind<Payload>, payload: Payload): Payload {
    try {
      return kind.payload.validateSync(payload, { strict: true, abortEarly: false });
    } catch (error) {
      if (error instanceof ValidationError) throw new JobPayloadError(error.errors);
      throw error;
    }
  }

  private async setUp(boss: PgBoss, kind: AnyJobKind): Promise<void> {
    const options = {
      // stately: at most one waiting and one running job per singleton key, whoever inserts.
      policy: kind.singletonKey ? 'stately' : 'standard',
      retryLimit: kind.retryLimit ?? 1,
      retryDelay: kind.retryDelaySeconds ?? 0,
      expireInSeconds: kind.expireInSeconds ?? 15 * 60,
    } as const;
    await boss.createQueue(kind.name, { name: kind.name, ...options });
    await boss.updateQueue(kind.name, { name: kind.name, ...options });
    await this.schedule(boss, kind);
    const ids: string[] = [];
    const context = {
      boss,
      sql: this.db,
      schema: JOBS_SCHEMA,
      stopping: () => this.stopping,
      onError: (error: unknown, job: { kind: string; id: string }) =>
        this.log.error(
          { error: { message: error instanceof Error ? error.message : String(error) }, job },
          'job error',
        ),
    };
    for (let i = 0; i < Math.max(1, kind.concurrency ?? 1); i++) {
      let id = '';
      id = await boss.work<unknown>(
        kind.name,
        { pollingIntervalSeconds: this.settings.pollSeconds, includeMetadata: true, batchSize: 1 },
        async ([job]) => {
          await runJob(context, kind, job, this.running);
          // A pg-boss worker waits out its polling interval even after a job: a queue of 200 jobs
          // would take 200 intervals. Notified, it fetches the next one at once.
          boss.notifyWorker(id);
        },
      );
      ids.push(id);
    }
    this.workers.set(kind.name, ids);
  }

  private async schedule(boss: PgBoss, kind: AnyJobKind): Promise<void> {
    const cron = this.settings.cronOverrides[kind.name] ?? kind.schedule?.cron;
    if (!cron || cron === 'off' || !kind.schedule) {
      await boss.unschedule(kind.name);
      return;
    }
    const payload = this.validate(kind, kind.schedule.payload);
    await boss.schedule(kind.name, cron, payload as object);
    this.log.info({ kind: kind.name, cron }, 'job scheduled');
  }

  /**
   * The embedded database belongs to this one process (DATA_DIR's lock), so a job still "active" at
   * the start was running when the last server died: it is failed now (retried while attempts are
   * left) instead of waiting for its expiry.
   */
  private async recoverOrphans(boss: PgBoss): Promise<void> {
    const { rows } = await this.db.executeSql(
      `SELECT ${JOB_COLUMNS} FROM ${JOBS_SCHEMA}.job WHERE state = 'active'`,
      [],
    );
    for (const row of rows) {
      const job = jobViewOf(row);
      const message = 'The server stopped while the job ran';
      await settleFailure({ boss, sql: this.db, schema: JOBS_SCHEMA }, job.kind, job.id, job.progress, message);
      const now = await boss.getJobById(job.kind, job.id);
      await notifyJobEvent(this.db, { ...job, state: (now?.state ?? 'failed') as JobState, error: message });
      this.log.info({ job: { kind: job.kind, id: job.id } }, 'job interrupted by the last stop: failed for a retry');
    }
  }

  private abortAll(reason: StopReason): void {
    for (const entry of this.running.values()) entry.abort(reason);
  }
}
