/**
 * Keeps routers' reachability over time from the health probe's rounds: a row when a router's
 * reachability flips, and while it answers a response-time sample at most every `sampleSeconds`
 * (a round every 30 s would otherwise write 2,880 rows a day per router). Instances probing the
 * same routers take turns (an advisory lock), so one flip is one row.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';

export interface ProbeResult {
  deviceId: number;
  ok: boolean;
  ms: number;
}

const LOCK_KEY = 7_317_037;

const arrayLiteral = (values: (number | boolean | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

/** Writes the rows the round calls for; answers how many. */
export async function recordReachability(
  db: Database,
  results: ProbeResult[],
  now: Date,
  sampleSeconds: number,
): Promise<number> {
  if (results.length === 0) return 0;
  const at = now.toISOString();
  const sampleBefore = new Date(now.getTime() - sampleSeconds * 1000).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    const inserted = await tx.execute(sql`
      INSERT INTO router_reachability (device_id, at, reachable, response_ms)
      SELECT v.device_id, ${at}::timestamptz, v.reachable, CASE WHEN v.reachable THEN v.ms END
        FROM unnest(${arrayLiteral(results.map((r) => r.deviceId))}::int[],
                    ${arrayLiteral(results.map((r) => r.ok))}::boolean[],
                    ${arrayLiteral(results.map((r) => Math.round(r.ms * 100) / 100))}::real[]) AS v(device_id, reachable, ms)
        JOIN mikrotik_devices d ON d.id = v.device_id
        LEFT JOIN LATERAL (SELECT r.reachable, r.at FROM router_reachability r WHERE r.device_id = v.device_id
                           ORDER BY r.at DESC LIMIT 1) last ON true
       WHERE last.reachable IS DISTINCT FROM v.reachable
          OR (v.reachable AND last.at <= ${sampleBefore}::timestamptz)
      RETURNING 1`);
    return rowsOf(inserted).length;
  });
}
