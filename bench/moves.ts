/**
 * `npm run bench:moves`: 50 move-ins that fall due at one instant on one site are live on the
 * simulated router (applied and verified: ports on the tenants' VLANs, keys on the air) within 60 s,
 * and 50 move-outs withdraw them (ports to the vacant VLAN, keys gone) within 60 s. Runs the real
 * server (its move scheduler ticking every second, Apply automatically) against the RouterOS
 * simulator over the API protocol. The instant: the occupancies' dates are set to today, whose local
 * midnight has passed, so they are due from that moment. Exits 1 on a missed budget.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { mikrotikDevices, roomOccupancies } from '../server/src/db/schema';
import { addDays, localDate } from '../server/src/mikrotik/moves/siteDates';
import { createFreshRouterSeed } from '../tools/routeros-simulator/freshRouterSeed';
import { startRouterOsSimulator } from '../tools/routeros-simulator/simulator';
import { GRUNERLOKKA, registerSimulatedRouter, siteNamed, startDeviceServer } from '../test/support/serverDevices';
import { buildMoveWorld, occupyAll, setMoveApply } from '../test/server/moves/moveWorld';

const MOVES = 50;
const BUDGET_MS = 60_000;
const ROUTER = 'gw-moves-bench';

async function main() {
  const t = await startDeviceServer({ MOVES_TICK_SECONDS: '1', JOBS_CRON_ROUTER_DRIFT_SWEEP: 'off' });
  const sim = await startRouterOsSimulator({ seed: createFreshRouterSeed(MOVES + 2) });
  try {
    const site = await siteNamed(t.db, GRUNERLOKKA);
    const today = localDate(new Date(), site.timeZone ?? 'UTC');
    // Only the simulated router counts: the demo's own router of the site answers no one.
    await t.db
      .update(mikrotikDevices)
      .set({ enabled: false })
      .where(and(eq(mikrotikDevices.siteId, site.id), ne(mikrotikDevices.identity, ROUTER)));
    await setMoveApply(t.db, site.id, 'apply');
    const world = await buildMoveWorld(t.db, site, ROUTER, MOVES, 300);
    await occupyAll(t.db, world, addDays(today, 1), null);
    const headers = await t.headersFor('admin@example.com');
    const deviceId = await registerSimulatedRouter(t, sim, ROUTER, site.id);
    const device = async () =>
      (await t.request({ method: 'GET', url: `/api/mikrotik/devices/${deviceId}/`, headers })).body;
    const settled = async (since: number, live: () => boolean) => {
      for (;;) {
        const d = await device();
        if (d.state === 'in_sync' && d.apply_job_id === null && !d.changes_pending && live()) return Date.now() - since;
        if (Date.now() - since > 5 * BUDGET_MS) throw new Error(`not settled: ${JSON.stringify(d)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await t.request({ method: 'POST', url: `/api/mikrotik/devices/${deviceId}/apply/`, headers });
    const keys = () => sim.store.rows('/interface/wifi/security/multi-passphrase');
    const pvid = (port: string) => sim.store.rows('/interface/bridge/port').find((row) => row.interface === port)?.pvid;
    await settled(Date.now(), () => world.rooms.every(({ port }) => pvid(port) === '3999'));

    let started = Date.now();
    const mine = inArray(
      roomOccupancies.roomId,
      world.rooms.map(({ roomId }) => roomId),
    );
    await t.db.update(roomOccupancies).set({ startDate: today }).where(mine);
    const movedIn = await settled(
      started,
      () =>
        keys().length >= MOVES && world.rooms.every(({ port }, i) => pvid(port) === String(world.tenants[i].vlanId)),
    );

    started = Date.now();
    await t.db
      .update(roomOccupancies)
      .set({ startDate: addDays(today, -10), endDate: today })
      .where(mine);
    const movedOut = await settled(
      started,
      () =>
        world.tenants.every(({ key }) => !keys().some((row) => row.passphrase === key)) &&
        world.rooms.every(({ port }) => pvid(port) === '3999'),
    );

    const rows: Array<[string, string]> = [
      [`${MOVES} move-ins due at one instant → applied, verified, live`, `${movedIn} ms`],
      [`${MOVES} move-outs → ports on the vacant VLAN, keys withdrawn`, `${movedOut} ms`],
    ];
    for (const [what, figure] of rows)
      process.stdout.write(`${what.padEnd(60)} ${figure.padStart(10)}  ≤ ${BUDGET_MS} ms\n`);
    const missed = movedIn > BUDGET_MS || movedOut > BUDGET_MS;
    if (missed) process.stdout.write('Budget missed.\n');
    process.exitCode = missed ? 1 : 0;
  } finally {
    await sim.close();
    await t.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
