/**
 * Drift: a check reads one router and compares it with what Portico renders (print commands
 * only), storing In sync / Drifted (n) / Unreachable / Failed. One check per router at a time on
 * every instance (singleton key); the sweep, on a schedule, sends one check per router.
 */
import { number, object } from 'yup';
import { defineJobKind, type JobKind } from '../jobKind';
import { readRouter } from '../../mikrotik/routerRead';
import { buildPlan } from '../../mikrotik/plan/buildPlan';
import { intendedSections } from '../../mikrotik/plan/devicePlan';
import { readRunningConfig } from '../../mikrotik/plan/readRunningConfig';
import { recordCheck, type CheckOutcome } from '../../mikrotik/state/deviceState';
import type { RouterJobContext } from './routerJobContext';
import { stateOfError } from './routerReadiness';
import { sendToEveryRouter } from './routerSweep';

/** Default schedule of the sweep (UTC cron); JOBS_CRON_ROUTER_DRIFT_SWEEP overrides it or turns it off. */
export const DRIFT_SWEEP_CRON = '*/15 * * * *';

/** Checks one router now and stores its state; routers that cannot be talked to are left as they are. */
export async function checkRouter(context: RouterJobContext, deviceId: number): Promise<CheckOutcome | null> {
  const startedAt = new Date();
  const read = await readRouter(context.db, context.settings, deviceId, async (client, device) => {
    const intended = await intendedSections(context.db, device);
    return buildPlan(intended, await readRunningConfig(client)).items.length;
  });
  if (!read) return null;
  const outcome: CheckOutcome = read.ok ? { kind: 'planned', items: read.value } : stateOfError(read.error);
  await recordCheck(context.db, deviceId, startedAt, outcome);
  return outcome;
}

export function routerCheckKind(context: RouterJobContext): JobKind<{ deviceId: number }> {
  return defineJobKind<{ deviceId: number }>({
    name: 'router-check',
    payload: object({ deviceId: number().integer().positive().required() }) as never,
    singletonKey: ({ deviceId }) => String(deviceId),
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    // Routers answer slowly; a few at once keep a sweep of hundreds within minutes.
    concurrency: 4,
    handle: async (job) => checkRouter(context, job.payload.deviceId),
  });
}

export function driftSweepKind(context: RouterJobContext): JobKind<Record<string, never>> {
  const check = routerCheckKind(context);
  return defineJobKind<Record<string, never>>({
    name: 'router-drift-sweep',
    payload: object({}) as never,
    retryLimit: 0,
    schedule: { cron: DRIFT_SWEEP_CRON, payload: {} },
    handle: () => sendToEveryRouter(context.db, context.jobs, check),
  });
}
