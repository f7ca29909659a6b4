/**
 * The conditions that alert, read from the history and state tables in one statement: a router
 * whose last probe failed, an occupied room's port whose last recorded change was "down", a router
 * drifted or whose last apply failed. Each with when it began, its site's grace period and whether
 * a maintenance window (of its site, or of its router) silences it now.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/database';
import type { AlertKind } from '../../../rules/alerts';

export interface AlertCondition {
  kind: AlertKind;
  subject: string;
  customerId: number;
  siteId: number;
  deviceId: number | null;
  outletId: number | null;
  since: Date;
  graceSeconds: number;
  silenced: boolean;
}

/**
 * A room counts as occupied on `day` (today unless named) by an occupancy running that day, as the
 * rooms list counts it today: periods are half-open, a missing start is "since ever", a missing end
 * "until further notice" (entities/occupancy/occupancyRules.ts). The dashboard's occupancy history
 * counts its months by it too.
 */
export const occupiedRoom = (room: ReturnType<typeof sql.raw>, day: SQL = sql`current_date`) => sql`EXISTS (
  SELECT 1 FROM room_occupancies ro WHERE ro.room_id = ${room}
    AND (ro.start_date IS NULL OR ro.start_date <= ${day})
    AND (ro.end_date IS NULL OR ro.end_date > ${day}))`;

const during = (now: Date) =>
  sql`mw.starts_at <= ${now.toISOString()}::timestamptz AND mw.ends_at > ${now.toISOString()}::timestamptz`;

const silencedAt = (now: Date, site: ReturnType<typeof sql.raw>, device: ReturnType<typeof sql.raw>) => sql`EXISTS (
  SELECT 1 FROM maintenance_windows mw WHERE mw.site_id = ${site}
    AND (mw.device_id IS NULL OR mw.device_id = ${device}) AND ${during(now)})`;

/**
 * A port's alert is silenced by its site's window and by a window of the router it is patched to:
 * the router whose identity (or reported identity) the outlet's switch_port names, as the port
 * read matches them (server/src/mikrotik/outletPorts.ts: "<switch> <port>", case-insensitive).
 */
const portSilencedAt = (now: Date) => sql`EXISTS (
  SELECT 1 FROM maintenance_windows mw LEFT JOIN mikrotik_devices md ON md.id = mw.device_id
   WHERE mw.site_id = o.site_id AND ${during(now)}
     AND (mw.device_id IS NULL
          OR lower(substring(btrim(o.switch_port) from '^(\\S+)\\s+\\S+$')) IN (lower(md.identity), lower(md.system_identity))))`;

export async function currentConditions(db: Queryable, now: Date): Promise<AlertCondition[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT 'router_unreachable' AS kind, 'device:' || d.id AS subject, s.customer_id, s.id AS site_id,
             d.id AS device_id, NULL::int AS outlet_id, last.at AS since, s.alert_grace_seconds AS grace,
             ${silencedAt(now, sql.raw('s.id'), sql.raw('d.id'))} AS silenced
        FROM mikrotik_devices d
        JOIN sites s ON s.id = d.site_id
        JOIN LATERAL (SELECT r.at, r.reachable FROM router_reachability r WHERE r.device_id = d.id
                      ORDER BY r.at DESC LIMIT 1) last ON NOT last.reachable
       WHERE d.enabled
      UNION ALL
      SELECT 'port_down', 'outlet:' || o.id, o.customer_id, o.site_id, NULL::int, o.id, last.at,
             s.alert_grace_seconds, ${portSilencedAt(now)}
        FROM outlets o
        JOIN sites s ON s.id = o.site_id
        JOIN LATERAL (SELECT c.at, c.up FROM outlet_port_changes c WHERE c.outlet_id = o.id
                      ORDER BY c.at DESC LIMIT 1) last ON NOT last.up
       WHERE NOT o.interface_up AND o.interface_changed_at IS NOT NULL AND ${occupiedRoom(sql.raw('o.room_id'))}
      UNION ALL
      SELECT CASE ds.state WHEN 'drifted' THEN 'router_drifted' ELSE 'apply_failed' END,
             'device:' || d.id, s.customer_id, s.id, d.id, NULL::int,
             coalesce((SELECT max(c.at) FROM device_state_changes c WHERE c.device_id = d.id), ds.modified_at),
             s.alert_grace_seconds, ${silencedAt(now, sql.raw('s.id'), sql.raw('d.id'))}
        FROM device_states ds
        JOIN mikrotik_devices d ON d.id = ds.device_id
        JOIN sites s ON s.id = d.site_id
       WHERE d.enabled AND (ds.state = 'drifted' OR (ds.state = 'failed' AND ds.last_apply ->> 'status' = 'failed'))`),
  );
  return rows.map((row) => ({
    kind: row.kind as AlertKind,
    subject: String(row.subject),
    customerId: Number(row.customer_id),
    siteId: Number(row.site_id),
    deviceId: row.device_id === null ? null : Number(row.device_id),
    outletId: row.outlet_id === null ? null : Number(row.outlet_id),
    since: new Date(row.since as string | Date),
    graceSeconds: Number(row.grace),
    silenced: row.silenced === true,
  }));
}
