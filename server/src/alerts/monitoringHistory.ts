/**
 * What the dashboard's charts draw for one site over the last 24 hours, read from the history
 * tables (changes, not samples): each router's reachability and response time, the site's ports
 * that went down and came up per hour plus how many are up and down now, and the open alerts by kind.
 */
import { sql } from 'drizzle-orm';
import type { MonitoringHistory, RouterSeries } from '../../../rules/alerts';
import { rowsOf, type Queryable } from '../db/database';

export const HISTORY_HOURS = 24;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

export async function monitoringHistory(db: Queryable, customerId: number, siteId: number, now: Date) {
  const to = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const from = new Date(to.getTime() - HISTORY_HOURS * 3_600_000);
  const [fromIso, toIso] = [from.toISOString(), to.toISOString()];
  const reach = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT d.id AS device_id, coalesce(d.identity, d.system_identity, 'Router ' || d.id) AS identity,
             r.at, r.reachable, r.response_ms
        FROM mikrotik_devices d
        JOIN sites s ON s.id = d.site_id AND s.customer_id = ${customerId}
        JOIN LATERAL (
          (SELECT * FROM router_reachability b WHERE b.device_id = d.id AND b.at < ${fromIso}::timestamptz
            ORDER BY b.at DESC LIMIT 1)
          UNION ALL
          SELECT * FROM router_reachability w WHERE w.device_id = d.id AND w.at >= ${fromIso}::timestamptz
        ) r ON true
       WHERE d.site_id = ${siteId}
       ORDER BY identity, d.id, r.at`),
  );
  const routers = new Map<number, RouterSeries>();
  for (const row of reach) {
    const id = Number(row.device_id);
    const series = routers.get(id) ?? { device_id: id, identity: String(row.identity), points: [] };
    routers.set(id, series);
    series.points.push({
      at: iso(row.at),
      reachable: row.reachable === true,
      response_ms: row.response_ms === null ? null : Math.round(Number(row.response_ms)),
    });
  }
  const hours = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT h.hour,
             count(c.outlet_id) FILTER (WHERE NOT c.up) AS down,
             count(c.outlet_id) FILTER (WHERE c.up) AS up
        FROM generate_series(${fromIso}::timestamptz, ${toIso}::timestamptz - interval '1 hour', interval '1 hour') h(hour)
        LEFT JOIN outlet_port_changes c
          ON c.at >= h.hour AND c.at < h.hour + interval '1 hour'
         AND c.outlet_id IN (SELECT o.id FROM outlets o WHERE o.site_id = ${siteId} AND o.customer_id = ${customerId})
       GROUP BY h.hour ORDER BY h.hour`),
  );
  const [ports] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE interface_up) AS up,
             count(*) FILTER (WHERE NOT interface_up AND interface_changed_at IS NOT NULL) AS down
        FROM outlets WHERE site_id = ${siteId} AND customer_id = ${customerId}`),
  );
  const open = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT kind, count(*) AS count FROM alerts
       WHERE customer_id = ${customerId} AND site_id = ${siteId} AND closed_at IS NULL
       GROUP BY kind ORDER BY kind`),
  );
  return {
    from: fromIso,
    to: toIso,
    routers: [...routers.values()],
    port_hours: hours.map((row) => ({ hour: iso(row.hour), down: Number(row.down), up: Number(row.up) })),
    ports_now: { up: Number(ports.up), down: Number(ports.down) },
    open_alerts: open.map((row) => ({ kind: String(row.kind), count: Number(row.count) })),
  } satisfies MonitoringHistory;
}
