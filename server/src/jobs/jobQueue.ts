/**
 * The background job queue: pg-boss 10 on the app's database (README "Background jobs").
 *
 * Public interface (`app.jobs`, plugins/jobs.ts):
 * - `defineJobKind({ name, payload: yupSchema, handle, singletonKey?, expireInSeconds?, retryLimit?,
 *   retryDelaySeconds?, retryBackoff?, concurrency?, schedule? })` (jobKind.ts) declares a kind; the plugin that owns
 *   it defines it with `app.jobs.define(kind)` (alerts, mikrotik routes, imports).
 * - `handle(job)` gets `{ id, payload, key, attempt, resumedFrom, signal, progress({ done, total, current }) }`;
 *   it returns the result (JSON) or throws (retried while attempts are left; `PermanentJobError` never).
 * - `send(kind, payload, { startAfterSeconds? })` → `{ id, sent }`: `sent: false` when the kind's
 *   singleton key already has a job waiting or running (its id is answered). Bad payload: JobPayloadError.
 * - `cancel(kind, id)` → the job after cancelling (null when unknown); a running handler's signal aborts.
 * - `schedules()` → `{ kind, cron }[]` in force; `depth()` → jobs waiting and running per kind (metrics).
 * - `read(kind, id)`, `latest(kind, key)` → JobView (jobView.ts): state, progress, result, error, attempts.
 * - Every change of state and progress is NOTIFYed on `portico_jobs` (jobEvents.ts) and pushed to
 *   superusers' sockets as frame `job`.
 * - Settings: AppConfig.jobs (JOBS_POLL_SECONDS, JOBS_MAINTENANCE_SECONDS, JOBS_STOP_GRACE_SECONDS,
 *   JOBS_CRON_<KIND>).
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database';
import { parseJobEvent, notifyJobEvent, type JobEvent } from './jobEvents';
import { validatePayload, type AnyJobKind, type JobKind } from './jobKind';
import { JOBS_SCHEMA, jobsDbFor, type JobsDb } from './jobsDb';
import { recoverOrphans, setUpKind, type JobQueueLog, type JobSettings, type KindSetup } from './jobSetup';
import { JOB_COLUMNS, jobViewOf, type JobView } from './jobView';
import type { RunningEntry, StopReason } from './runJob';

export type { JobSettings, JobQueueLog } from './jobSetup';
export { JOBS_SCHEMA } from './jobsDb';
export { JobPayloadError } from './jobKind';

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
    if (this.database.kind === 'pglite') await recoverOrphans(this.setup(boss));
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
    const checked = validatePayload(kind, payload);
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

  /**
   * Jobs waiting (created, retry) and running (active) per kind, every kind this instance defines
   * listed (0 when none); empty while the queue is not running. One grouped count over pg-boss's table.
   */
  async depth(): Promise<{ kind: string; state: 'created' | 'retry' | 'active'; jobs: number }[]> {
    if (!this.boss || this.stopping) return [];
    const { rows } = await this.db.executeSql(
      `SELECT name, state::text AS state, count(*)::int AS jobs FROM ${JOBS_SCHEMA}.job
        WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
    );
    const counts = new Map(rows.map((row) => [`${row.name}/${row.state}`, Number(row.jobs)]));
    const kinds = new Set([...this.kinds.keys(), ...rows.map((row) => String(row.name))]);
    return [...kinds].sort().flatMap((kind) =>
      (['created', 'retry', 'active'] as const).map((state) => ({
        kind,
        state,
        jobs: counts.get(`${kind}/${state}`) ?? 0,
      })),
    );
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

  private setup(boss: PgBoss): KindSetup {
    return {
      boss,
      sql: this.db,
      settings: this.settings,
      log: this.log,
      running: this.running,
      stopping: () => this.stopping,
    };
  }

  private async setUp(boss: PgBoss, kind: AnyJobKind): Promise<void> {
    this.workers.set(kind.name, await setUpKind(this.setup(boss), kind));
  }

  private abortAll(reason: StopReason): void {
    for (const entry of this.running.values()) entry.abort(reason);
  }
}
