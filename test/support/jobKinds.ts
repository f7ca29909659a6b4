import { boolean, number, object, string } from 'yup';
import { defineJobKind, PermanentJobError, type JobKind } from '../../server/src/jobs/jobKind';

/** What the steps handlers did, in this process: tests read it to see a handler start, end or stop. */
export const handlerLog: { id: string; attempt: number; event: 'started' | 'finished' | 'stopped'; reason?: string }[] =
  [];

const stepsPayload = object({
  key: string().required(),
  steps: number().integer().min(1).max(1000).required(),
  stepMs: number().integer().min(0).max(10_000).required(),
  /** The first this many attempts throw. */
  failAttempts: number().integer().min(0).default(0),
  permanent: boolean().default(false),
});

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

type StepsPayload = { key: string; steps: number; stepMs: number; failAttempts?: number; permanent?: boolean };

/** A job of `steps` steps of `stepMs` each, reporting progress after each; one at a time per key. */
export function stepsKind(name: string, options: Partial<JobKind<StepsPayload>> = {}): JobKind<StepsPayload> {
  return defineJobKind<StepsPayload>({
    name,
    payload: stepsPayload,
    singletonKey: ({ key }) => key,
    retryLimit: 1,
    ...options,
    async handle(job) {
      const { steps, stepMs, failAttempts = 0, permanent = false } = job.payload;
      handlerLog.push({ id: job.id, attempt: job.attempt, event: 'started' });
      for (let step = 1; step <= steps; step++) {
        await pause(stepMs, job.signal);
        if (job.signal.aborted) {
          handlerLog.push({ id: job.id, attempt: job.attempt, event: 'stopped', reason: String(job.signal.reason) });
          throw new Error(`stopped at step ${step}`);
        }
        if (job.attempt <= failAttempts && step === steps) {
          if (permanent) throw new PermanentJobError(`step ${step} refused for good`);
          throw new Error(`step ${step} failed on attempt ${job.attempt}`);
        }
        await job.progress({ done: step, total: steps, current: `step ${step}` });
      }
      handlerLog.push({ id: job.id, attempt: job.attempt, event: 'finished' });
      return { attempt: job.attempt, resumedFrom: job.resumedFrom };
    },
  });
}

export const stepsJob = stepsKind('test-steps');
/** Never retried: an interrupted run ends failed. */
export const onceJob = stepsKind('test-once', { retryLimit: 0 });

/** Jobs settings for tests: workers, maintenance and schedules checked every second. */
export const fastJobSettings = {
  pollSeconds: 1,
  maintenanceSeconds: 1,
  stopGraceMs: 1000,
  cronCheckSeconds: 1,
  cronOverrides: {},
};

/** Payloads the scheduled kind ran with, in this process. */
export const ticks: { at: number; note: string }[] = [];

/** Sent every minute by its schedule. */
export const tickJob = defineJobKind<{ note: string }>({
  name: 'test-tick',
  payload: object({ note: string().required() }),
  schedule: { cron: '* * * * *', payload: { note: 'every minute' } },
  async handle(job) {
    ticks.push({ at: Date.now(), note: job.payload.note });
  },
});
