/**
 * `npm run bench:alerts` (issue 36): 200 routers and 30,000 outlets monitored on the embedded
 * database. Replays minutes of monitoring without waiting (a clock the bench moves): per minute two
 * probe rounds (reachability history), one port read per router storing its outlets' link state
 * (100 ports flip, history by trigger, half of them down in occupied rooms: 50 alerts a minute) and
 * an alert evaluation every ALERTS_EVALUATE_SECONDS (default). It reports the CPU per
 * minute as a share of one core (budget < 10 %), then measures bytes per history row and estimates
 * 30 days of history (budget < 200 MiB). PGlite runs in this process: its CPU is counted. Exits 1 on
 * a missed budget.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_ALERTS_EVALUATE_SECONDS } from '../server/src/config';
import { rowsOf } from '../server/src/db/database';
import { mikrotikDevices, type DeviceRow } from '../server/src/db/schema';
import { evaluateAlerts } from '../server/src/alerts/evaluateAlerts';
import { recordReachability } from '../server/src/alerts/reachabilityHistory';
import { updateOutletLinks } from '../server/src/mikrotik/syncStore';
import type { RouterInterfaceState } from '../server/src/mikrotik/sync/routerStateTypes';
import { startTestServer } from '../test/support/serverHarness';

const ROUTERS = 200;
const PORTS = 150; // 200 × 150 = 30,000 outlets
const MINUTES = Number(process.env.BENCH_ALERTS_MINUTES ?? 5);
const CPU_BUDGET_PERCENT = 10;
const SIZE_BUDGET_MIB = 200;
/** Port flips per outlet a day the estimate assumes (a device unplugged, a PC asleep); BENCH_ALERTS_FLIPS_PER_DAY. */
const FLIPS_PER_DAY = Number(process.env.BENCH_ALERTS_FLIPS_PER_DAY ?? 1);
/** 30 days: reachability samples every 15 min (REACHABILITY_SAMPLE_SECONDS) plus 10 flips a day; 10 state changes per router a day. */
const ROWS_30_DAYS = {
  router_reachability: ROUTERS * (96 + 10) * 30,
  outlet_port_changes: ROUTERS * PORTS * FLIPS_PER_DAY * 30,
  device_state_changes: ROUTERS * 10 * 30,
};

async function seed(t: Awaited<ReturnType<typeof startTestServer>>) {
  const [{ customer }] = rowsOf<{ customer: number }>(
    await t.db.execute(sql`SELECT min(id) AS customer FROM customers`),
  );
  await t.db.execute(sql`
    WITH s AS (INSERT INTO sites (customer_id, name) SELECT ${customer}, 'Bench site ' || g FROM generate_series(1, ${ROUTERS}) g RETURNING id),
    a AS (INSERT INTO addresses (customer_id, site_id, street) SELECT ${customer}, id, 'Bench street' FROM s RETURNING id, site_id),
    f AS (INSERT INTO floors (customer_id, site_id, address_id, name) SELECT ${customer}, site_id, id, '1' FROM a RETURNING id, site_id, address_id)
    INSERT INTO rooms (customer_id, site_id, address_id, floor_id, name)
      SELECT ${customer}, f.site_id, f.address_id, f.id, 'R' || p FROM f, generate_series(1, ${PORTS}) p`);
  await t.db.execute(sql`
    INSERT INTO mikrotik_devices (site_id, identity, ip_address, api_port, login_username, login_password_encrypted)
      SELECT id, 'bench-gw-' || id, '127.0.0.1', 1, 'admin', 'x' FROM sites WHERE name LIKE 'Bench site %'`);
  // Half the ports up, as in a building where not every room has something plugged in; every one
  // flipped once before (the worst case: each down port is a candidate the evaluation checks).
  await t.db.execute(sql`
    INSERT INTO outlets (customer_id, site_id, address_id, floor_id, room_id, label, switch_port, interface_up, interface_changed_at)
      SELECT r.customer_id, r.site_id, r.address_id, r.floor_id, r.id, r.name,
             'bench-gw-' || r.site_id || ' ether' || substr(r.name, 2), substr(r.name, 2)::int % 2 = 0, now() - interval '1 day'
        FROM rooms r JOIN sites s ON s.id = r.site_id WHERE s.name LIKE 'Bench site %'`);
  await t.db.execute(sql`
    WITH tn AS (INSERT INTO tenants (customer_id, site_id, name)
      SELECT r.customer_id, r.site_id, 'Tenant ' || r.id FROM rooms r JOIN sites s ON s.id = r.site_id
       WHERE s.name LIKE 'Bench site %' RETURNING id, site_id, name)
    INSERT INTO room_occupancies (customer_id, room_id, tenant_id)
      SELECT ${customer}, substr(tn.name, 8)::int, tn.id FROM tn`);
  await t.db.execute(sql`ANALYZE`);
  return t.db
    .select()
    .from(mikrotikDevices)
    .where(sql`${mikrotikDevices.identity} LIKE 'bench-gw-%'`);
}

const interfacesOf = (up: boolean[]): RouterInterfaceState[] =>
  up.map((running, index) => ({
    routerId: `*${index + 1}`,
    name: `ether${index + 1}`,
    defaultName: `ether${index + 1}`,
    type: 'ether',
    running,
    disabled: false,
    macAddress: null,
    comment: null,
  }));

async function main() {
  const t = await startTestServer();
  try {
    const devices: DeviceRow[] = await seed(t);
    const ports = new Map(
      devices.map((device) => [device.id, Array.from({ length: PORTS }, (_, i) => (i + 1) % 2 === 0)]),
    );
    let clock = Date.now() + 60_000;
    let flips = 0;
    const parts = { probes: 0, 'port reads': 0, evaluations: 0 };
    const timed = async (part: keyof typeof parts, run: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      await run();
      const used = process.cpuUsage(before);
      parts[part] += (used.user + used.system) / 1e6;
    };
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let minute = 0; minute < MINUTES; minute++) {
      for (let second = 0; second < 60; second += DEFAULT_ALERTS_EVALUATE_SECONDS) {
        const now = new Date(clock + second * 1000);
        if (second % 30 === 0) {
          // One router flaps each minute; the others answer in 2–20 ms.
          const results = devices.map((device, index) => ({
            deviceId: device.id,
            ok: !(index === minute % ROUTERS && second === 0),
            ms: 2 + (index % 18),
          }));
          await timed('probes', () => recordReachability(t.db, results, now, 900));
        }
        if (second === 0) {
          for (const [index, device] of devices.entries()) {
            const up = ports.get(device.id)!;
            if (index % 2 === minute % 2) {
              const port = (minute * 7 + index + (index >> 1)) % PORTS;
              up[port] = !up[port];
              flips++;
            }
            await timed('port reads', () =>
              t.db.transaction((tx) =>
                updateOutletLinks(
                  tx as never,
                  device,
                  { identity: device.identity!, interfaces: interfacesOf(up) },
                  now,
                ),
              ),
            );
          }
        }
        await timed('evaluations', () => evaluateAlerts(t.db, now));
      }
      clock += 60_000;
    }
    const used = process.cpuUsage(cpu);
    const cpuSecondsPerMinute = (used.user + used.system) / 1e6 / MINUTES;
    const percent = (cpuSecondsPerMinute / 60) * 100;

    // Bytes per row, measured on 100,000 rows each written as the monitor writes them: time going
    // forward, subjects interleaved (so indexes split as they will in use).
    const first = devices[0].id;
    await t.db.execute(sql`INSERT INTO router_reachability (device_id, at, reachable, response_ms)
      SELECT ${first} + g % ${ROUTERS}, now() + g * interval '1 second', g % 50 <> 0, 12.5 FROM generate_series(1, 100000) g ORDER BY g`);
    await t.db.execute(sql`INSERT INTO outlet_port_changes (outlet_id, at, up)
      SELECT (SELECT min(id) FROM outlets WHERE switch_port LIKE 'bench-gw-%') + (g * 7919) % 30000, now() + g * interval '1 second', g % 2 = 0
        FROM generate_series(1, 100000) g ORDER BY g`);
    await t.db.execute(sql`INSERT INTO device_state_changes (device_id, at, state, drift_items)
      SELECT ${first} + g % ${ROUTERS}, now() + g * interval '1 second', 'drifted', 3 FROM generate_series(1, 100000) g ORDER BY g`);
    await t.db.execute(sql`VACUUM ANALYZE router_reachability, outlet_port_changes, device_state_changes`);
    const measured = rowsOf<{ name: string; bytes: string; rows: string }>(
      await t.db
        .execute(sql`SELECT 'router_reachability' AS name, pg_total_relation_size('router_reachability') AS bytes, (SELECT count(*) FROM router_reachability) AS rows
        UNION ALL SELECT 'outlet_port_changes', pg_total_relation_size('outlet_port_changes'), (SELECT count(*) FROM outlet_port_changes)
        UNION ALL SELECT 'device_state_changes', pg_total_relation_size('device_state_changes'), (SELECT count(*) FROM device_state_changes)`),
    );
    let totalMiB = 0;
    const sizeRows = measured.map((row) => {
      const perRow = Number(row.bytes) / Number(row.rows);
      const rows30 = ROWS_30_DAYS[row.name as keyof typeof ROWS_30_DAYS];
      const mib = (perRow * rows30) / 2 ** 20;
      totalMiB += mib;
      return {
        table: row.name,
        'bytes / row': Math.round(perRow),
        'rows in 30 days': rows30,
        MiB: Math.round(mib * 10) / 10,
      };
    });
    const [{ alertsOpened }] = rowsOf<{ alertsOpened: number }>(
      await t.db.execute(sql`SELECT count(*)::int AS "alertsOpened" FROM alerts`),
    );

    console.table([
      {
        'simulated minutes': MINUTES,
        'wall s': Math.round((performance.now() - started) / 100) / 10,
        'port flips': flips,
        'alerts opened': alertsOpened,
        'CPU s / minute': Math.round(cpuSecondsPerMinute * 100) / 100,
        '% of one core': Math.round(percent * 10) / 10,
        budget: `< ${CPU_BUDGET_PERCENT} %`,
      },
    ]);
    console.table(
      Object.entries(parts).map(([part, seconds]) => ({
        part,
        '% of one core': Math.round((seconds / MINUTES / 60) * 1000) / 10,
      })),
    );
    console.table(sizeRows);
    console.log(
      `30-day history estimate (${FLIPS_PER_DAY} port flip(s) per outlet a day): ${Math.round(totalMiB)} MiB (budget < ${SIZE_BUDGET_MIB} MiB)`,
    );
    if (percent >= CPU_BUDGET_PERCENT || totalMiB >= SIZE_BUDGET_MIB) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

void main();
