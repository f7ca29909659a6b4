/**
 * Opens and closes alerts against the current conditions. One evaluation at a time across every
 * instance (an advisory lock in its transaction); the open-alert unique index makes a second
 * opening of the same alert impossible besides. `now` is a parameter so tests need not wait.
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { alerts, type AlertRow } from '../db/schema';
import { CRITICAL_ALERT_KINDS } from '../../../rules/alerts';
import { currentConditions } from './alertConditions';
import { describeAlert } from './alertAffected';
import type { AlertEvents } from './alertEvents';
import { alertView } from './alertView';

const LOCK_KEY = 7_317_036;

export interface AlertChanges {
  opened: AlertRow[];
  closed: AlertRow[];
}

export async function evaluateAlerts(
  db: Database,
  now: Date,
  events?: { events: AlertEvents; onError: (error: unknown) => void },
): Promise<AlertChanges> {
  const changes = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    const conditions = await currentConditions(tx, now);
    const open = await tx
      .select({ id: alerts.id, kind: alerts.kind, subject: alerts.subject })
      .from(alerts)
      .where(isNull(alerts.closedAt));
    const openKeys = new Set(open.map((row) => `${row.kind}/${row.subject}`));
    const holding = new Set(conditions.map((condition) => `${condition.kind}/${condition.subject}`));
    const opened: AlertRow[] = [];
    for (const condition of conditions) {
      if (openKeys.has(`${condition.kind}/${condition.subject}`) || condition.silenced) continue;
      if (now.getTime() - condition.since.getTime() < condition.graceSeconds * 1000) continue;
      const { affected, summary } = await describeAlert(tx, condition);
      const [row] = await tx
        .insert(alerts)
        .values({
          customerId: condition.customerId,
          siteId: condition.siteId,
          kind: condition.kind,
          subject: condition.subject,
          deviceId: condition.deviceId,
          outletId: condition.outletId,
          critical: CRITICAL_ALERT_KINDS.includes(condition.kind),
          summary,
          affected,
          since: condition.since,
          openedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (row) opened.push(row);
    }
    const ended = open.filter((row) => !holding.has(`${row.kind}/${row.subject}`)).map((row) => row.id);
    const closed =
      ended.length === 0
        ? []
        : await tx
            .update(alerts)
            .set({ closedAt: now })
            .where(and(isNull(alerts.closedAt), sql`${alerts.id} = ANY(${`{${ended.join(',')}}`}::int[])`))
            .returning();
    return { opened, closed };
  });
  if (events) {
    for (const row of changes.opened)
      await events.events.emit('opened', { customerId: row.customerId, alert: alertView(row) }, events.onError);
    for (const row of changes.closed)
      await events.events.emit('closed', { customerId: row.customerId, alert: alertView(row) }, events.onError);
  }
  return changes;
}
