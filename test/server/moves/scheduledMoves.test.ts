import { and, eq } from 'drizzle-orm';
import { changeRecords, moveEvents, roomOccupancies } from '../../../server/src/db/schema';
import { handleDueMoves } from '../../../server/src/jobs/moves/dueMoves';
import { localDate, addDays } from '../../../server/src/mikrotik/moves/siteDates';
import { createFreshRouterSeed } from '../../../tools/routeros-simulator/freshRouterSeed';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../tools/routeros-simulator/simulator';
import { routerApplyKind } from '../../../server/src/jobs/routers/routerApply';
import { loadMikrotikSettings } from '../../../server/src/mikrotik/mikrotikSettings';
import {
  DEVICE_KEY,
  GRUNERLOKKA,
  siteNamed,
  startDeviceServer,
  type DeviceTestServer,
  registerSimulatedRouter,
} from '../../support/serverDevices';
import { buildMoveWorld, occupyAll, setMoveApply, type MoveWorld } from './moveWorld';

/** Polls until the check holds (jobs run in the background), failing with the last value seen. */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!holds(value)) {
    if (Date.now() > deadline) throw new Error(`Still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

describe('move-ins and move-outs change the routers at local midnight', () => {
  let t: DeviceTestServer;
  let sim: RouterOsSimulator;
  let deviceId: number;
  let world: MoveWorld;
  let today: string;
  beforeAll(async () => {
    t = await startDeviceServer({ MOVES_TICK_SECONDS: '0', ROUTEROS_COMMAND_TIMEOUT_MS: '5000' });
    sim = await startRouterOsSimulator({ seed: createFreshRouterSeed() });
    const site = await siteNamed(t.db, GRUNERLOKKA);
    today = localDate(new Date(), site.timeZone ?? 'UTC');
    world = await buildMoveWorld(t.db, site, 'gw-moves', 3, 300);
    deviceId = await registerSimulatedRouter(t, sim, 'gw-moves', site.id);
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
  });
  // The apply kind as the app defines it (decorated inside the /api/mikrotik plugin only); sending names it.
  const context = () => {
    const settings = loadMikrotikSettings({ DEVICE_SECRET_KEY: DEVICE_KEY }, '/nonexistent');
    return { db: t.db, jobs: t.app.jobs, apply: routerApplyKind({ db: t.db, settings, jobs: t.app.jobs }) };
  };
  const device = async () => (await t.admin('GET', `/api/mikrotik/devices/${deviceId}/`)).body;
  const portVlan = (port: string) =>
    sim.store.rows('/interface/bridge/port').find((row) => row.interface === port)?.pvid;
  const keyOnAir = (key: string) =>
    sim.store.rows('/interface/wifi/security/multi-passphrase').find((row) => row.passphrase === key);

  it('with Off, a move-in is recorded but nothing is written to the router', async () => {
    await setMoveApply(t.db, world.site.id, 'off');
    const [first] = await occupyAll(t.db, { ...world, rooms: world.rooms.slice(0, 1) }, today, null);
    const handled = await handleDueMoves(context(), new Date());
    expect(handled.map((m) => [m.occupancyId, m.kind, m.mode])).toContainEqual([first.id, 'move_in', 'off']);
    expect(sim.store.rows('/interface/bridge/port').filter((row) => row.comment?.startsWith('portico:'))).toEqual([]);
    const [record] = await t.db
      .select()
      .from(changeRecords)
      .where(and(eq(changeRecords.objectType, 'room_occupancy'), eq(changeRecords.objectId, first.id)));
    expect(record).toMatchObject({ userId: null, after: { move_in: today, automatic_apply: 'off' } });
    // Handled once: a second look (or another instance) finds nothing left to do.
    expect(await handleDueMoves(context(), new Date())).toEqual([]);
  });

  it('with Plan only, the router shows changes pending and is not written', async () => {
    await setMoveApply(t.db, world.site.id, 'plan');
    await occupyAll(
      t.db,
      { ...world, rooms: world.rooms.slice(1, 2), tenants: world.tenants.slice(1, 2) },
      today,
      null,
    );
    expect((await handleDueMoves(context(), new Date())).map((m) => m.mode)).toEqual(['plan']);
    expect(await device()).toMatchObject({ changes_pending: true });
    expect(sim.store.rows('/interface/wifi/security/multi-passphrase')).toEqual([]);
    const plan = (await t.admin('GET', `/api/mikrotik/devices/${deviceId}/plan/`)).body;
    expect(plan.in_sync).toBe(false);
  });

  it('with Apply automatically, the router gets the tenant’s port VLAN and key, In sync', async () => {
    await setMoveApply(t.db, world.site.id, 'apply');
    const [third] = await occupyAll(
      t.db,
      { ...world, rooms: world.rooms.slice(2, 3), tenants: world.tenants.slice(2, 3) },
      today,
      addDays(today, 30),
    );
    const handled = await handleDueMoves(context(), new Date());
    expect(handled.map((m) => [m.occupancyId, m.mode])).toEqual([[third.id, 'apply']]);
    const [event] = await t.db.select().from(moveEvents).where(eq(moveEvents.occupancyId, third.id));
    // One apply job per router of the site (the demo's own router too, which no one answers for).
    expect(event.jobs).toContainEqual({ deviceId, jobId: expect.any(String) });
    await eventually(device, (d) => d.state === 'in_sync' && d.apply_job_id === null);
    // All three moved-in tenants are live now: the apply carries what Off and Plan only held back.
    world.rooms.forEach(({ port }, i) =>
      expect([port, portVlan(port)]).toEqual([port, String(world.tenants[i].vlanId)]),
    );
    for (const { key, vlanId } of world.tenants) expect(keyOnAir(key)).toMatchObject({ 'vlan-id': String(vlanId) });
  });

  it('catches up a move-out whose time passed while the server was down, within a minute of starting', async () => {
    // Tenant 1 moved out at today's local midnight; the server looks again only now (as it does on start).
    await t.db
      .update(roomOccupancies)
      .set({ startDate: addDays(today, -10), endDate: today })
      .where(eq(roomOccupancies.tenantId, world.tenants[0].tenantId));
    const started = Date.now();
    const handled = await handleDueMoves(context(), new Date());
    expect(handled.map((m) => [m.kind, m.date, m.mode])).toEqual([['move_out', today, 'apply']]);
    await eventually(device, (d) => d.state === 'in_sync' && d.apply_job_id === null && d.changes_pending === false);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(portVlan(world.rooms[0].port)).toBe('3999');
    expect(keyOnAir(world.tenants[0].key)).toBeUndefined();
    expect(keyOnAir(world.tenants[1].key)).toBeDefined();
    expect(await handleDueMoves(context(), new Date())).toEqual([]);
  });
});
