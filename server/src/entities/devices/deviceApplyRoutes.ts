import { and, desc, eq, sql } from 'drizzle-orm';
import { changeRecords, users } from '../../db/schema';
import { conflict, notFound } from '../../http/httpErrors';
import { pathId } from '../../http/ids';
import { assertReachable } from '../../mikrotik/deviceSync';
import { intendedSections } from '../../mikrotik/plan/devicePlan';
import { markApplying } from '../../mikrotik/state/deviceState';
import type { ExtraRoute } from '../kit/entityDef';
import { findDevice } from './deviceRepository';
import { applyDeviceSchema, applyStatusSchema, cancelApplySchema, deviceHistorySchema } from './deviceStateSchemas';

/** Applying a router's plan as a background job, cancelling it, and the router's applies so far. */
export const deviceApplyRoutes: ExtraRoute[] = [
  {
    method: 'POST',
    url: ':id/apply/',
    schema: applyDeviceSchema,
    handler: async (request, reply) => {
      const { db, routerJobs, jobs } = request.server;
      const device = await findDevice(db, pathId(request));
      if (!device) throw notFound();
      // Refused here with the reason, rather than as a job that fails at once.
      await intendedSections(db, device);
      assertReachable(device, 'applying');
      const { id, sent } = await jobs.send(routerJobs.apply, { deviceId: device.id, userId: request.user.id });
      if (sent) await markApplying(db, device.id, id);
      return reply.code(202).send({ job_id: id, started: sent });
    },
  },
  {
    method: 'GET',
    url: ':id/apply/',
    schema: applyStatusSchema,
    handler: async (request) => {
      const { db, routerJobs, jobs } = request.server;
      const device = await findDevice(db, pathId(request));
      if (!device) throw notFound();
      const job = await jobs.latest(routerJobs.apply, String(device.id));
      if (!job) return null;
      return {
        job_id: job.id,
        state: job.state,
        progress: job.progress,
        result: job.result ?? null,
        error: job.error,
        created_at: job.createdAt.toISOString(),
        finished_at: job.finishedAt?.toISOString() ?? null,
      };
    },
  },
  {
    method: 'POST',
    url: ':id/apply/cancel/',
    schema: cancelApplySchema,
    handler: async (request) => {
      const { db, routerJobs, jobs } = request.server;
      const device = await findDevice(db, pathId(request));
      if (!device) throw notFound();
      const latest = await jobs.latest(routerJobs.apply, String(device.id));
      if (!latest || !['created', 'retry', 'active'].includes(latest.state))
        throw conflict('No apply of this router is waiting or running.');
      const job = await jobs.cancel(routerJobs.apply, latest.id);
      return { job_id: latest.id, state: job?.state ?? 'cancelled' };
    },
  },
  {
    method: 'GET',
    url: ':id/history/',
    schema: deviceHistorySchema,
    handler: async (request) => {
      const { db } = request.server;
      const device = await findDevice(db, pathId(request));
      if (!device) throw notFound();
      const rows = await db
        .select({
          id: changeRecords.id,
          created_at: changeRecords.createdAt,
          user_name: sql<
            string | null
          >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
          after: changeRecords.after,
        })
        .from(changeRecords)
        .leftJoin(users, eq(users.id, changeRecords.userId))
        .where(and(eq(changeRecords.objectType, 'device'), eq(changeRecords.objectId, device.id)))
        .orderBy(desc(changeRecords.createdAt), desc(changeRecords.id))
        .limit(50);
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },
  },
];
