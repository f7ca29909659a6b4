import { ValidationError, type Schema } from 'yup';

/** How far a job got; stored with the job and pushed to superusers as it changes. */
export interface JobProgress {
  done: number;
  total: number;
  /** What it works on now, in words ("set /ip/address *3"); cut to 200 characters. */
  current?: string | null;
}

/** What a handler gets: the job, its validated payload, and its ways to report and to be stopped. */
export interface RunningJob<Payload> {
  id: string;
  payload: Payload;
  /** The kind's singleton key for this payload, or null. */
  key: string | null;
  /** 1 on the first run; more when an earlier attempt failed, or its server stopped or died mid-way. */
  attempt: number;
  /** The progress an earlier, interrupted attempt had stored (null when none survived). */
  resumedFrom: JobProgress | null;
  /**
   * Aborted when the job is cancelled (reason `'cancelled'`), no longer ours (`'lost'`: it expired
   * and another attempt may run) or the server is stopping (`'stopping'`: the job is retried).
   * Handlers check it between steps and stop cleanly.
   */
  signal: AbortSignal;
  /** Stores and pushes progress (throttled: the last update of a burst is written, the final one always). */
  progress(update: JobProgress): Promise<void>;
}

/** A failure that a retry cannot mend (bad payload, a refused precondition): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A cron schedule that sends one job of the kind each time it fires. */
export interface JobSchedule<Payload> {
  /** Five fields, UTC: `'*\/15 * * * *'` is every 15 minutes. */
  cron: string;
  payload: Payload;
}

/** One kind of background job: its queue, its payload, its handler and how it runs. */
export interface JobKind<Payload> {
  /** The queue's name: lower case, digits and dashes (`'router-apply'`). */
  name: string;
  /** Validates every payload, when sent and again when run (a job stored by an older version). */
  payload: Schema<Payload>;
  /** Does the work; its return value (JSON) is stored as the job's result. Throwing fails the attempt. */
  handle(job: RunningJob<Payload>): Promise<unknown>;
  /**
   * One job per key at a time (e.g. the router's id), across every instance on one database: a send
   * while a job of that key waits, waits for a retry or runs is refused and answers that job's id.
   */
  singletonKey?(payload: Payload): string;
  /** How long one attempt may run before it is failed (and retried); also how long a job of a dead instance stays "active". Default 15 minutes. */
  expireInSeconds?: number;
  /** Further attempts after a failure or an interrupted run. Default 1. */
  retryLimit?: number;
  /** Wait before a retry. Default 0. */
  retryDelaySeconds?: number;
  /** Doubles the wait before each further retry (pg-boss retryBackoff, with jitter). Default false. */
  retryBackoff?: boolean;
  /** Jobs of this kind this instance runs at once. Default 1. */
  concurrency?: number;
  /**
   * Sends a job on this schedule (JOBS_CRON_<NAME> overrides the cron, or turns it `off`). Not with
   * a singleton key: a scheduled "drift sweep" sends one keyed "drift check" per router instead.
   */
  schedule?: JobSchedule<Payload>;
}

/**
 * Declares a job kind; the payload type comes from its yup schema. Example:
 * ```ts
 * export const routerApply = defineJobKind({
 *   name: 'router-apply',
 *   payload: object({ deviceId: number().integer().positive().required() }),
 *   singletonKey: ({ deviceId }) => String(deviceId),
 *   async handle(job) { … await job.progress({ done: 1, total: 10, current: 'add /interface/vlan' }); … },
 * });
 * ```
 */
export function defineJobKind<Payload>(kind: JobKind<Payload>): JobKind<Payload> {
  if (!/^[a-z][a-z0-9-]{0,62}$/.test(kind.name))
    throw new Error(`A job kind's name is lower case, digits and dashes: "${kind.name}"`);
  // pg-boss inserts scheduled jobs without the one-per-key check of send(), and a second job of a
  // running key would hold up the whole queue: a schedule sends a fan-out job that calls send().
  if (kind.schedule && kind.singletonKey)
    throw new Error(
      `Job kind "${kind.name}": a scheduled kind has no singleton key; let its handler send the keyed jobs`,
    );
  return kind;
}

/** A kind of any payload, as lists of kinds hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind checks its own payload
export type AnyJobKind = JobKind<any>;

/** A send whose payload its kind refuses. */
export class JobPayloadError extends Error {
  constructor(readonly errors: string[]) {
    super(`Invalid job payload: ${errors.join('; ')}`);
    this.name = 'JobPayloadError';
  }
}

/** The payload as the kind's schema accepts it (strict: nothing converted); JobPayloadError if not. */
export function validatePayload<Payload>(kind: JobKind<Payload>, payload: Payload): Payload {
  try {
    return kind.payload.validateSync(payload, { strict: true, abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError) throw new JobPayloadError(error.errors);
    throw error;
  }
}
