/**
 * Port state on a schedule (issue 36): every `portReadSeconds` each instance sends one sweep (a
 * singleton: several instances' sends become one job), the sweep sends one keyed read per router
 * (one at a time per router across instances), and a read that changed an outlet evaluates alerts
 * at once. The read prints only the identity and the interfaces.
 */
import { number, object } from 'yup';
import type { Database } from '../db/database';
import { defineJobKind, type JobKind } from '../jobs/jobKind';
import type { JobQueue } from '../jobs/jobQueue';
import { sendToEveryRouter } from '../jobs/routers/routerSweep';
import type { MikrotikSettings } from '../mikrotik/mikrotikSettings';
import { readRouterPorts } from '../mikrotik/routerRead';
import { updateOutletLinks } from '../mikrotik/syncStore';

export interface PortReadContext {
  db: Database;
  settings: MikrotikSettings;
  jobs: JobQueue;
  /** Called after a read changed at least one outlet. */
  changed(): Promise<void>;
}

/** Reads one router's ports and stores the outlets' link state; null when it could not be read (the probe reports that). */
export async function readAndStorePorts(context: PortReadContext, deviceId: number, now = new Date()) {
  const read = await readRouterPorts(context.db, context.settings, deviceId);
  if (!read?.ok) return null;
  const { device, value: state } = read;
  const changed = await context.db.transaction((tx) => updateOutletLinks(tx as Database, device, state, now));
  if (changed.length > 0) await context.changed();
  return { outlets_changed: changed.length };
}

export function portReadKind(context: PortReadContext): JobKind<{ deviceId: number }> {
  return defineJobKind<{ deviceId: number }>({
    name: 'router-port-read',
    payload: object({ deviceId: number().integer().positive().required() }) as never,
    singletonKey: ({ deviceId }) => String(deviceId),
    retryLimit: 0,
    expireInSeconds: 2 * 60,
    concurrency: 4,
    handle: async (job) => readAndStorePorts(context, job.payload.deviceId),
  });
}

export function portReadSweepKind(context: PortReadContext, read: JobKind<{ deviceId: number }>) {
  return defineJobKind<Record<string, never>>({
    name: 'router-port-read-sweep',
    payload: object({}) as never,
    singletonKey: () => 'all',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    handle: () => sendToEveryRouter(context.db, context.jobs, read),
  });
}
