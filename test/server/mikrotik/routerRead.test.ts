/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { mikrotikDevices } from '../../../server/src/db/schema';
import { readRouterPorts } from '../../../server/src/mikrotik/routerRead';
import { startSimulatedRouter, type SimulatedRouter } from '../../support/serverDevices';

/** The one "read a router's ports" step the scheduled port read and the drift check share. */
describe("reading a router's ports", () => {
  let router: SimulatedRouter;
  beforeAll(async () => {
    router = await startSimulatedRouter('bldg-077-gw', {
      env: { ROUTEROS_CONNECT_TIMEOUT_MS: '1000', ROUTEROS_COMMAND_TIMEOUT_MS: '1000' },
    });
  });
  afterAll(() => router.close());

  it('reads with the settings the app read once: the alerts and the /api/mikrotik routes share them', () => {
    const { app } = router.t;
    expect(app.mikrotikSettings).toBeDefined();
    expect(app.alerts.portReads.settings).toBe(app.mikrotikSettings);
  });

  it("returns the router's identity and its interfaces' link state, and follows a port going down", async () => {
    const { t, sim, deviceId } = router;
    const first = await readRouterPorts(t.db, t.app.mikrotikSettings, deviceId);
    expect(first).toMatchObject({ ok: true, device: { id: deviceId } });
    const ether2 = () => (first?.ok ? first.value.interfaces.find((row) => row.name === 'ether2') : undefined);
    expect(ether2()).toMatchObject({ name: 'ether2', running: true });

    sim.store.patch('/interface', (row) => row.name === 'ether2', { running: 'false' });
    const second = await readRouterPorts(t.db, t.app.mikrotikSettings, deviceId);
    expect(second?.ok && second.value.interfaces.find((row) => row.name === 'ether2')).toMatchObject({
      running: false,
    });
    sim.store.patch('/interface', (row) => row.name === 'ether2', { running: 'true' });
  });

  it('says why a router could not be read, and skips one that is disabled or gone', async () => {
    const { t, deviceId } = router;
    const wrongKey = { ...t.app.mikrotikSettings, deviceKey: () => Buffer.alloc(32, 7) };
    const failed = await readRouterPorts(t.db, wrongKey, deviceId);
    expect(failed).toMatchObject({ ok: false, device: { id: deviceId } });
    expect(failed && !failed.ok && String(failed.error)).toContain('cannot be decrypted');

    await t.db.update(mikrotikDevices).set({ enabled: false }).where(eq(mikrotikDevices.id, deviceId));
    expect(await readRouterPorts(t.db, t.app.mikrotikSettings, deviceId)).toBeNull();
    await t.db.update(mikrotikDevices).set({ enabled: true }).where(eq(mikrotikDevices.id, deviceId));
    expect(await readRouterPorts(t.db, t.app.mikrotikSettings, 999_999)).toBeNull();
  });
});
