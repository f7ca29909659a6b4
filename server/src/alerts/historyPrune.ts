/**
 * Removes history older than the retention (default 30 days): state changes, reachability rows,
 * closed alerts and ended maintenance windows. Each subject's latest row stays, whatever its age:
 * it is the current state (a router down for 40 days is still down). Daily, on the job queue (one instance runs it).
 */
import { sql } from 'drizzle-orm';
import { object } from 'yup';
import { rowsOf, type Database } from '../db/database';
import { defineJobKind } from '../jobs/jobKind';

/** 03:17 UTC every day; JOBS_CRON_MONITORING_HISTORY_PRUNE overrides it. */
export const HISTORY_PRUNE_CRON = '17 3 * * *';

export async function pruneHistory(db: Database, now: Date, retentionDays: number) {
  const before = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const count = async (statement: ReturnType<typeof sql>) => ({ rows: rowsOf(await db.execute(statement)) });
  const reachability = await count(sql`DELETE FROM router_reachability r WHERE r.at < ${before}::timestamptz
    AND EXISTS (SELECT 1 FROM router_reachability l WHERE l.device_id = r.device_id AND l.at > r.at) RETURNING 1`);
  const ports = await count(sql`DELETE FROM outlet_port_changes c WHERE c.at < ${before}::timestamptz
    AND EXISTS (SELECT 1 FROM outlet_port_changes l WHERE l.outlet_id = c.outlet_id AND l.at > c.at) RETURNING 1`);
  const states = await count(sql`DELETE FROM device_state_changes c WHERE c.at < ${before}::timestamptz
    AND EXISTS (SELECT 1 FROM device_state_changes l WHERE l.device_id = c.device_id AND l.at > c.at) RETURNING 1`);
  const closed = await count(sql`DELETE FROM alerts WHERE closed_at < ${before}::timestamptz RETURNING 1`);
  const windows = await count(sql`DELETE FROM maintenance_windows WHERE ends_at < ${before}::timestamptz RETURNING 1`);
  return {
    reachability: reachability.rows.length,
    port_changes: ports.rows.length,
    state_changes: states.rows.length,
    alerts: closed.rows.length,
    maintenance_windows: windows.rows.length,
  };
}

export function historyPruneKind(db: Database, retentionDays: number) {
  return defineJobKind<Record<string, never>>({
    name: 'monitoring-history-prune',
    payload: object({}) as never,
    retryLimit: 1,
    schedule: { cron: HISTORY_PRUNE_CRON, payload: {} },
    handle: async () => pruneHistory(db, new Date(), retentionDays),
  });
}
