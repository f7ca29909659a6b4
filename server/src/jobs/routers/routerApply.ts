/**
 * The apply job: one per router at a time on every instance (singleton key = device id). It plans
 * afresh (the plan a user looked at may be stale), runs the executor with progress and the job's
 * abort signal, stores the router's state and writes the change record. Never logs a plan: the
 * executor's log and failure hold commands with secrets already shown as "••••".
 */
import { number, object } from 'yup';
import { defineJobKind, type JobKind, type RunningJob } from '../jobKind';
import type { DeviceRow, LastApplyResult } from '../../db/schema';
import { findDevice } from '../../entities/devices/deviceRepository';
import { connectToDevice } from '../../mikrotik/deviceSync';
import { applyPlan, type ApplyResult } from '../../mikrotik/plan/applyPlan';
import { buildPlan } from '../../mikrotik/plan/buildPlan';
import { intendedSections } from '../../mikrotik/plan/devicePlan';
import { readRunningConfig } from '../../mikrotik/plan/readRunningConfig';
import type { RouterPlan } from '../../mikrotik/plan/planTypes';
import { markApplying, readDeviceState, recordApply } from '../../mikrotik/state/deviceState';
import { recordApplyChange } from './applyChangeRecord';
import type { RouterJobContext } from './routerJobContext';
import { stateOfError } from './routerReadiness';

/** Applies in a row one job makes at most, while changes keep coming in during each. */
const APPLY_ROUNDS = 3;

export interface ApplyPayload {
  deviceId: number;
  /** Who asked: the change record and "last applied by" name them. */
  userId: number | null;
}

const payload = object({
  deviceId: number().integer().positive().required(),
  userId: number().integer().positive().nullable().defined(),
});

/** The job's stored result: counts and the router's words, no commands. */
const summaryOf = (result: ApplyResult): LastApplyResult => ({
  status: result.status,
  applied: result.applied,
  total: result.total,
  reason: result.failure?.reason ?? (result.status === 'cancelled' ? 'Cancelled' : null),
});

export function routerApplyKind(context: RouterJobContext): JobKind<ApplyPayload> {
  const { db, settings } = context;
  return defineJobKind<ApplyPayload>({
    name: 'router-apply',
    payload: payload as never,
    singletonKey: ({ deviceId }) => String(deviceId),
    // A server that died mid-apply: the next one plans afresh and applies again.
    retryLimit: 1,
    expireInSeconds: 10 * 60,
    async handle(job) {
      const { deviceId, userId } = job.payload;
      // A change committed while this apply ran (a move coming due, a save) keeps "changes pending",
      // and a send meanwhile found this job running: so the job applies again itself.
      for (let round = 1; ; round++) {
        const device = await findDevice(db, deviceId);
        if (!device) return { status: 'gone' };
        const outcome = await applyOnce(job, device, userId);
        // Stopped by a shutdown: rolled back now, and the next server applies again.
        if (job.signal.aborted && job.signal.reason === 'stopping')
          throw new Error('The server stopped while applying; the changes were rolled back');
        const again = outcome.status === 'in-sync' && round < APPLY_ROUNDS;
        if (!again || !(await readDeviceState(db, deviceId))?.changesPending) return outcome;
      }
    },
  });

  /** One plan-and-apply against the router as it is now; stores its end and its change record. */
  async function applyOnce(job: RunningJob<ApplyPayload>, device: DeviceRow, userId: number | null) {
    const startedAt = new Date();
    await markApplying(db, device.id, job.id);
    let plan: RouterPlan | null = null;
    let result: ApplyResult;
    try {
      const intended = await intendedSections(db, device);
      const reader = await connectToDevice(device, settings);
      try {
        plan = buildPlan(intended, await readRunningConfig(reader));
      } finally {
        await reader.close();
      }
      await job.progress({ done: 0, total: plan.steps.length, current: null });
      result = await applyPlan({
        connect: () => connectToDevice(device, settings),
        plan,
        intended,
        signal: job.signal,
        onProgress: (progress) =>
          void job.progress({ done: progress.done, total: progress.total, current: progress.current }),
      });
    } catch (error) {
      const { reason } = stateOfError(error);
      result = {
        status: 'failed',
        applied: 0,
        total: 0,
        failure: { command: null, reason, code: 'ERROR' },
        rollback: [],
        log: [],
        verification: null,
      };
    }
    const summary = summaryOf(result);
    const drift = result.verification?.items.length ?? (result.status === 'cancelled' ? (plan?.items.length ?? 0) : 0);
    await recordApply(db, device.id, startedAt, userId, summary, drift);
    if (plan && plan.steps.length > 0) await recordApplyChange(db, device, userId, plan, result);
    return { ...summary, rollback: result.rollback, log: result.log };
  }
}
