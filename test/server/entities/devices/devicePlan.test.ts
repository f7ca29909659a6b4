import { eq } from 'drizzle-orm';
import { mikrotikDevices, wirelessNetworks } from '../../../../server/src/db/schema';
import { connectToDevice } from '../../../../server/src/mikrotik/deviceSync';
import { loadMikrotikSettings } from '../../../../server/src/mikrotik/mikrotikSettings';
import { applyPlan } from '../../../../server/src/mikrotik/plan/applyPlan';
import { buildPlan } from '../../../../server/src/mikrotik/plan/buildPlan';
import { readRunningConfig } from '../../../../server/src/mikrotik/plan/readRunningConfig';
import { intendedSections } from '../../../../server/src/mikrotik/plan/devicePlan';
import { createFreshRouterSeed } from '../../../../tools/routeros-simulator/freshRouterSeed';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../../tools/routeros-simulator/simulator';
import {
  DEVICE_KEY,
  GRUNERLOKKA,
  siteNamed,
  startDeviceServer,
  storedDevice,
  type DeviceTestServer,
  registerSimulatedRouter,
} from '../../../support/serverDevices';
import { freePort } from '../../../support/serverProcess';

describe('GET /api/mikrotik/devices/{id}/plan/', () => {
  let t: DeviceTestServer;
  let sim: RouterOsSimulator;
  let deviceId: number;
  let siteId: number;
  beforeAll(async () => {
    t = await startDeviceServer({ ROUTEROS_COMMAND_TIMEOUT_MS: '1500' });
    sim = await startRouterOsSimulator({ seed: createFreshRouterSeed() });
    siteId = (await siteNamed(t.db, GRUNERLOKKA)).id;
    deviceId = await registerSimulatedRouter(t, sim, 'gw-plan', siteId);
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
  });
  const plan = (id = deviceId) => t.admin('GET', `/api/mikrotik/devices/${id}/plan/`);

  it('lists what applying would change, with the commands, secrets hidden, and sends the router only prints', async () => {
    const from = sim.commandLog.length;
    const reply = await plan();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ in_sync: false, command_count: expect.any(Number), warnings: [] });
    expect(reply.body.items[0]).toEqual({
      section: '/system/identity',
      action: 'set',
      key: '/system/identity',
      label: 'gw-plan',
      router_id: null,
      changes: [{ property: 'name', before: 'MikroTik', after: 'gw-plan', secret: false }],
      commands: ['/system/identity/set =name=gw-plan'],
    });
    expect(reply.body.sections.find((s: { menu: string }) => s.menu === '/ip/address')).toMatchObject({
      not_managed: 1,
    });
    expect(sim.commandLog.slice(from).every((path) => path === '/login' || path.endsWith('/print'))).toBe(true);
    const passphrases = (await t.db.select({ p: wirelessNetworks.passphrase }).from(wirelessNetworks))
      .map((row) => row.p)
      .filter((p): p is string => Boolean(p));
    expect(JSON.stringify(reply.body)).toContain('=passphrase=••••');
    expect(passphrases.length).toBeGreaterThan(0);
    for (const secret of passphrases) expect(JSON.stringify(reply.body)).not.toContain(secret);
  });

  it('is empty once the executor has applied it (the path an apply job takes)', async () => {
    const device = await storedDevice(t.db, deviceId);
    const intended = await intendedSections(t.db, device);
    const first = await plan();
    expect(first.body.in_sync).toBe(false);
    const settings = loadMikrotikSettings({ DEVICE_SECRET_KEY: DEVICE_KEY }, '/nonexistent');
    const client = await connectToDevice(device, settings);
    const routerPlan = buildPlan(intended, await readRunningConfig(client));
    await client.close();
    const result = await applyPlan({
      connect: () => connectToDevice(device, settings),
      plan: routerPlan,
      intended,
    });
    expect(result.status).toBe('in-sync');
    expect((await plan()).body).toMatchObject({ in_sync: true, items: [], command_count: 0 });
  });

  it('answers 409 for a device without a site or disabled, 502 when the router is away, 404 for none', async () => {
    await t.db.update(mikrotikDevices).set({ enabled: false }).where(eq(mikrotikDevices.id, deviceId));
    expect(await plan()).toMatchObject({
      status: 409,
      body: { detail: 'Device is disabled: enable it before planning.' },
    });
    await t.db
      .update(mikrotikDevices)
      .set({ enabled: true, apiPort: await freePort() })
      .where(eq(mikrotikDevices.id, deviceId));
    const away = await plan();
    expect(away.status).toBe(502);
    expect(away.body.detail).toMatch(/^Plan failed: Connection refused/);
    await t.db.update(mikrotikDevices).set({ apiPort: sim.port, siteId: null }).where(eq(mikrotikDevices.id, deviceId));
    expect((await plan()).status).toBe(409);
    await t.db.update(mikrotikDevices).set({ siteId }).where(eq(mikrotikDevices.id, deviceId));
    expect((await plan(2_000_000)).status).toBe(404);
  });
});
