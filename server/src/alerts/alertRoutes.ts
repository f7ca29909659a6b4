/**
 * /api/crm/alerts/, /api/crm/maintenance-windows/ and /api/crm/sites/{id}/alert-settings/, and the
 * dashboard charts' reads: every read and write inside the verified customer (X-Customer-ID); another
 * customer's site, router or window is a 400 naming the field, or a 404.
 */
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { customerScope } from '../access/scope';
import { alerts, maintenanceWindows, mikrotikDevices, sites, type MaintenanceWindowRow } from '../db/schema';
import { bodyFieldError, notFound } from '../http/httpErrors';
import { pathId } from '../http/ids';
import { recordChange } from '../entities/kit/changeWriter';
import type { AlertKind, MaintenanceWindow } from '../../../rules/alerts';
import { alertView } from './alertView';
import { monitoringHistory } from './monitoringHistory';
import { occupancyHistory } from './occupancyHistory';
import {
  alertListSchema,
  alertSettingsReadSchema,
  alertSettingsWriteSchema,
  occupancyHistorySchema,
  siteHistorySchema,
  windowCreateSchema,
  windowDeleteSchema,
  windowListSchema,
  windowUpdateSchema,
} from './alertSchemas';

const windowView = (row: MaintenanceWindowRow, now: Date): MaintenanceWindow => ({
  id: row.id,
  site_id: row.siteId,
  device_id: row.deviceId,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  reason: row.reason,
  active: row.startsAt <= now && row.endsAt > now,
});

/** What a window's change record keeps: its fields as the API names them, without `active` (a moment's view). */
const windowRecord = (row: MaintenanceWindowRow) => {
  const { active: _active, id: _id, ...fields } = windowView(row, new Date());
  return fields;
};

/** The window's times, checked as one: both valid, the end after the start, at most 31 days. */
function windowTimes(starts_at: string, ends_at: string) {
  const startsAt = new Date(starts_at);
  const endsAt = new Date(ends_at);
  if (Number.isNaN(startsAt.getTime())) throw bodyFieldError('starts_at', 'Not a valid date and time.');
  if (Number.isNaN(endsAt.getTime())) throw bodyFieldError('ends_at', 'Not a valid date and time.');
  if (endsAt <= startsAt) throw bodyFieldError('ends_at', 'The window must end after it starts.');
  if (endsAt.getTime() - startsAt.getTime() > 31 * 86_400_000)
    throw bodyFieldError('ends_at', 'A maintenance window lasts at most 31 days.');
  return { startsAt, endsAt };
}

async function siteOf(request: FastifyRequest) {
  const [site] = await request.server.db
    .select({ id: sites.id, alertGraceSeconds: sites.alertGraceSeconds })
    .from(sites)
    .where(and(eq(sites.id, pathId(request)), eq(sites.customerId, customerScope(request).customerId)));
  if (!site) throw notFound();
  return site;
}

const alertRoutes: FastifyPluginAsync = async (app) => {
  app.get('/alerts/', { schema: alertListSchema }, async (request) => {
    const { customerId } = customerScope(request);
    const query = request.query as {
      status?: 'open' | 'closed';
      kind?: AlertKind;
      site_id?: number;
      page: number;
      page_size: number;
    };
    const where: SQL[] = [eq(alerts.customerId, customerId)];
    if (query.status === 'open') where.push(isNull(alerts.closedAt));
    if (query.status === 'closed') where.push(isNotNull(alerts.closedAt));
    if (query.kind) where.push(eq(alerts.kind, query.kind));
    if (query.site_id) where.push(eq(alerts.siteId, query.site_id));
    const db = request.server.db;
    const rows = await db
      .select()
      .from(alerts)
      .where(and(...where))
      .orderBy(desc(alerts.openedAt), desc(alerts.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    const [{ total }] = await db
      .select({ total: count() })
      .from(alerts)
      .where(and(...where));
    const now = new Date();
    const windows = await db
      .select()
      .from(maintenanceWindows)
      .where(
        and(
          eq(maintenanceWindows.customerId, customerId),
          lte(maintenanceWindows.startsAt, now),
          gt(maintenanceWindows.endsAt, now),
          query.site_id ? eq(maintenanceWindows.siteId, query.site_id) : undefined,
        ),
      )
      .orderBy(asc(maintenanceWindows.endsAt));
    // Tenants' contact details go to the customer's members, who may read its tenants anyway.
    return { data: rows.map(alertView), total, silenced_by: windows.map((row) => windowView(row, now)) };
  });

  app.get('/maintenance-windows/', { schema: windowListSchema }, async (request) => {
    const { customerId } = customerScope(request);
    const { site_id } = request.query as { site_id?: number };
    const now = new Date();
    const rows = await request.server.db
      .select()
      .from(maintenanceWindows)
      .where(
        and(
          eq(maintenanceWindows.customerId, customerId),
          gt(maintenanceWindows.endsAt, now),
          site_id ? eq(maintenanceWindows.siteId, site_id) : undefined,
        ),
      )
      .orderBy(asc(maintenanceWindows.startsAt), asc(maintenanceWindows.id));
    return { data: rows.map((row) => windowView(row, now)), total: rows.length };
  });

  app.post('/maintenance-windows/', { schema: windowCreateSchema }, async (request, reply) => {
    const { customerId, userId } = customerScope(request);
    const body = request.body as {
      site_id: number;
      device_id?: number | null;
      starts_at: string;
      ends_at: string;
      reason?: string | null;
    };
    const db = request.server.db;
    const [site] = await db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.id, body.site_id), eq(sites.customerId, customerId)));
    if (!site) throw bodyFieldError('site_id', 'No such site in this customer.');
    if (body.device_id) {
      const [device] = await db
        .select({ id: mikrotikDevices.id })
        .from(mikrotikDevices)
        .where(and(eq(mikrotikDevices.id, body.device_id), eq(mikrotikDevices.siteId, site.id)));
      if (!device) throw bodyFieldError('device_id', 'No such router at this site.');
    }
    const { startsAt, endsAt } = windowTimes(body.starts_at, body.ends_at);
    const reason = body.reason?.trim() || null;
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(maintenanceWindows)
        .values({
          customerId,
          siteId: site.id,
          deviceId: body.device_id ?? null,
          startsAt,
          endsAt,
          reason,
          createdBy: userId,
        })
        .returning();
      await recordChange(tx, customerScope(request), {
        objectType: 'maintenance_window',
        objectId: created.id,
        action: 'create',
        before: null,
        after: windowRecord(created),
      });
      return created;
    });
    reply.code(201);
    return windowView(row, new Date());
  });

  app.patch('/maintenance-windows/:id/', { schema: windowUpdateSchema }, async (request) => {
    const scope = customerScope(request);
    const body = request.body as { starts_at?: string; ends_at?: string; reason?: string | null };
    return request.server.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(maintenanceWindows)
        .where(and(eq(maintenanceWindows.id, pathId(request)), eq(maintenanceWindows.customerId, scope.customerId)))
        .for('update');
      if (!before) throw notFound();
      const { startsAt, endsAt } = windowTimes(
        body.starts_at ?? before.startsAt.toISOString(),
        body.ends_at ?? before.endsAt.toISOString(),
      );
      const reason = body.reason === undefined ? before.reason : body.reason?.trim() || null;
      const [after] = await tx
        .update(maintenanceWindows)
        .set({ startsAt, endsAt, reason, modifiedAt: sql`now()` })
        .where(eq(maintenanceWindows.id, before.id))
        .returning();
      await recordChange(tx, scope, {
        objectType: 'maintenance_window',
        objectId: after.id,
        action: 'update',
        before: windowRecord(before),
        after: windowRecord(after),
      });
      return windowView(after, new Date());
    });
  });

  app.delete('/maintenance-windows/:id/', { schema: windowDeleteSchema }, async (request, reply) => {
    const scope = customerScope(request);
    await request.server.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(maintenanceWindows)
        .where(and(eq(maintenanceWindows.id, pathId(request)), eq(maintenanceWindows.customerId, scope.customerId)))
        .returning();
      if (!removed) throw notFound();
      await recordChange(tx, scope, {
        objectType: 'maintenance_window',
        objectId: removed.id,
        action: 'delete',
        before: windowRecord(removed),
        after: null,
      });
    });
    reply.code(204);
    return null;
  });

  app.get('/sites/:id/monitoring-history/', { schema: siteHistorySchema }, async (request) => {
    const site = await siteOf(request);
    return monitoringHistory(request.server.db, customerScope(request).customerId, site.id, new Date());
  });

  app.get('/occupancy-history/', { schema: occupancyHistorySchema }, async (request) => {
    const { months } = request.query as { months: number };
    // Every site of the verified customer, whichever X-Site-ID names: the chart compares them.
    return occupancyHistory(request.server.db, customerScope(request).customerId, months);
  });

  app.get('/sites/:id/alert-settings/', { schema: alertSettingsReadSchema }, async (request) => ({
    grace_seconds: (await siteOf(request)).alertGraceSeconds,
  }));

  app.patch('/sites/:id/alert-settings/', { schema: alertSettingsWriteSchema }, async (request) => {
    const site = await siteOf(request);
    const { grace_seconds } = request.body as { grace_seconds: number };
    await request.server.db.transaction(async (tx) => {
      await tx
        .update(sites)
        .set({ alertGraceSeconds: grace_seconds, modifiedAt: sql`now()` })
        .where(eq(sites.id, site.id));
      await recordChange(tx, customerScope(request), {
        objectType: 'site',
        objectId: site.id,
        action: 'update',
        before: { alert_grace_seconds: site.alertGraceSeconds },
        after: { alert_grace_seconds: grace_seconds },
      });
    });
    return { grace_seconds };
  });
};

export default alertRoutes;
