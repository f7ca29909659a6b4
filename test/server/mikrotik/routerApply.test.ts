import { and, eq, isNotNull } from 'drizzle-orm';
import { mikrotikDevices, networks, wirelessNetworks } from '../../../server/src/db/schema';
import { checkRouter } from '../../../server/src/jobs/routers/driftCheck';
import { createFreshRouterSeed } from '../../../tools/routeros-simulator/freshRouterSeed';
import { loadMikrotikSettings } from '../../../server/src/mikrotik/mikrotikSettings';
import {
  DEVICE_KEY,
  startSimulatedRouter,
  type DeviceTestServer,
  type SimulatedRouter,
} from '../../support/serverDevices';
import { freePort } from '../../support/serverProcess';

/** Polls until the check holds (jobs run in the background), failing with the last value seen. */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!holds(value)) {
    if (Date.now() > deadline) throw new Error(`Still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('router apply, drift checks and changes pending', () => {
  let t: DeviceTestServer;
  let sim: SimulatedRouter['sim'];
  let deviceId: number;
  let site: SimulatedRouter['site'];
  let router: SimulatedRouter;
  beforeAll(async () => {
    router = await startSimulatedRouter('gw-apply', {
      env: { ROUTEROS_COMMAND_TIMEOUT_MS: '2000', ROUTEROS_CONNECT_TIMEOUT_MS: '1000' },
      simulator: { seed: createFreshRouterSeed() },
    });
    ({ t, sim, site, deviceId } = router);
  });
  afterAll(() => router.close());
  // What the app's router jobs run on (decorated inside the /api/mikrotik plugin only).
  const context = () => ({
    db: t.db,
    settings: loadMikrotikSettings({ DEVICE_SECRET_KEY: DEVICE_KEY }, '/nonexistent'),
    jobs: t.app.jobs,
  });
  const device = async () => (await t.admin('GET', `/api/mikrotik/devices/${deviceId}/`)).body;
  const job = async () => (await t.admin('GET', `/api/mikrotik/devices/${deviceId}/apply/`)).body;
  /** The device once its apply job has ended (the state is written just before the job completes). */
  const settled = async () => {
    await eventually(job, (j) => ['completed', 'failed', 'cancelled'].includes(j?.state));
    return eventually(device, (d) => d.state !== 'applying' && d.apply_job_id === null);
  };

  /** Moves the site's first network to a VLAN no network uses, as staff would; answers the VLAN. */
  const moveNetworkToFreeVlan = async () => {
    const [network] = await t.db.select().from(networks).where(eq(networks.siteId, site.id)).limit(1);
    const headers = await t.headersFor('admin@example.com', site.customerId, site.id);
    const vlans = (await t.db.select({ v: networks.vlanId }).from(networks)).map((row) => row.v);
    const free = Array.from({ length: 100 }, (_, i) => (site.tenantMaxVlanId ?? 4000) - i).find(
      (v) => !vlans.includes(v),
    );
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/crm/networks/${network.id}/`,
      headers,
      payload: { vlan_id: free },
    });
    expect(patched.status).toBe(200);
    return free;
  };

  it('starts as never checked; a check finds the fresh router drifted and lists it by state', async () => {
    expect(await device()).toMatchObject({ state: 'never_checked', drift_items: 0, last_applied_at: null });
    const outcome = await checkRouter(context(), deviceId);
    expect(outcome).toMatchObject({ kind: 'planned' });
    const checked = await device();
    expect(checked).toMatchObject({ state: 'drifted', changes_pending: false, state_reason: null });
    expect(checked.drift_items).toBeGreaterThan(0);
    expect(checked.checked_at).toEqual(expect.any(String));
    const drifted = await t.admin('GET', '/api/mikrotik/devices/?state=drifted');
    expect(drifted.body.map((d: { id: number }) => d.id)).toContain(deviceId);
    const inSync = await t.admin('GET', '/api/mikrotik/devices/?state=in_sync');
    expect(inSync.body.map((d: { id: number }) => d.id)).not.toContain(deviceId);
    expect((await t.admin('GET', '/api/mikrotik/devices/?state=bogus')).status).toBe(400);
  });

  it('applies as one job per router even for two clicks, then shows In sync, who applied it and the change record', async () => {
    const [first, second] = await Promise.all([
      t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/`),
      t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/`),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(first.body.job_id).toBe(second.body.job_id);
    expect([first.body.started, second.body.started].sort()).toEqual([false, true]);
    const done = await settled();
    expect(done).toMatchObject({
      state: 'in_sync',
      drift_items: 0,
      changes_pending: false,
      last_applied_by: expect.stringMatching(/\S/),
      last_apply: { status: 'in-sync', reason: null },
    });
    expect(done.last_apply.applied).toBe(done.last_apply.total);
    expect((await t.admin('GET', `/api/mikrotik/devices/${deviceId}/plan/`)).body.in_sync).toBe(true);
    const applied = await job();
    expect(applied).toMatchObject({ job_id: first.body.job_id, state: 'completed' });
    expect(applied.progress.done).toBe(applied.progress.total);

    const history = await t.admin('GET', `/api/mikrotik/devices/${deviceId}/history/`);
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      user_name: done.last_applied_by,
      after: { site_id: site.id, applied: { status: 'in-sync', items_total: expect.any(Number) } },
    });
    expect(history.body[0].after.applied.items.length).toBeGreaterThan(0);
    const passphrases = (await t.db.select({ p: wirelessNetworks.passphrase }).from(wirelessNetworks))
      .map((row) => row.p)
      .filter((p): p is string => Boolean(p));
    expect(passphrases.length).toBeGreaterThan(0);
    const everything = JSON.stringify([history.body, applied, done]);
    expect(everything.includes('••••')).toBe(true);
    for (const secret of [...passphrases, 'simpass']) expect(everything).not.toContain(secret);
  });

  it("marks the site's router Changes pending when a network's VLAN changes, and a check clears it", async () => {
    const free = await moveNetworkToFreeVlan();
    expect(await device()).toMatchObject({ state: 'in_sync', changes_pending: true });
    const pending = await t.admin('GET', '/api/mikrotik/devices/?changes_pending=true');
    expect(pending.body.map((d: { id: number }) => d.id)).toContain(deviceId);
    expect(pending.body.every((d: { site_id: number }) => d.site_id === site.id)).toBe(true);
    const plan = (await t.admin('GET', `/api/mikrotik/devices/${deviceId}/plan/`)).body;
    expect(JSON.stringify(plan.items)).toContain(`vlan${free}`);
    await checkRouter(context(), deviceId);
    const checked = await device();
    expect(checked).toMatchObject({ state: 'drifted', changes_pending: false });
    expect(checked.drift_items).toBe(plan.items.length);
    // Revealing a passphrase is recorded in the History but changes nothing the router carries.
    const [wireless] = await t.db
      .select({ id: wirelessNetworks.id })
      .from(wirelessNetworks)
      .where(and(eq(wirelessNetworks.siteId, site.id), isNotNull(wirelessNetworks.passphrase)))
      .limit(1);
    const headers = await t.headersFor('admin@example.com', site.customerId, site.id);
    const revealed = await t.request({
      method: 'POST',
      url: `/api/crm/wireless/${wireless.id}/credentials/reveal/`,
      headers,
      payload: {},
    });
    expect(revealed.status).toBe(200);
    expect(await device()).toMatchObject({ changes_pending: false });
  });

  it('cancels a running apply: it stops, rolls back, and the router stays as it was', async () => {
    const before = (await t.admin('GET', `/api/mikrotik/devices/${deviceId}/plan/`)).body;
    sim.options.defaultDelayMs = 300;
    try {
      const sent = await t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/`);
      expect(sent.body.started).toBe(true);
      await eventually(
        () => t.admin('GET', `/api/mikrotik/devices/${deviceId}/apply/`),
        (reply) => reply.body?.state === 'active',
      );
      const cancelled = await t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/cancel/`);
      expect(cancelled).toMatchObject({ status: 200, body: { job_id: sent.body.job_id, state: 'cancelled' } });
      const done = await settled();
      expect(done).toMatchObject({ state: 'drifted', last_apply: { status: 'cancelled', reason: 'Cancelled' } });
    } finally {
      sim.options.defaultDelayMs = 0;
    }
    const after = (await t.admin('GET', `/api/mikrotik/devices/${deviceId}/plan/`)).body;
    expect(after.items).toEqual(before.items);
    expect((await t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/cancel/`)).status).toBe(409);
  });

  it("shows Failed with the router's own words when a command traps, and the next apply converges", async () => {
    sim.options.trapCommand = { path: '/interface/vlan/set', message: 'failure: simulated refusal' };
    try {
      await t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/`);
      const failed = await settled();
      expect(failed).toMatchObject({ state: 'failed', state_reason: 'failure: simulated refusal' });
      expect(failed.last_apply).toMatchObject({ status: 'failed', reason: 'failure: simulated refusal' });
    } finally {
      sim.options.trapCommand = null;
    }
    await t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/`);
    expect(await settled()).toMatchObject({ state: 'in_sync', changes_pending: false });
  });

  it('applies a change saved while it runs before it ends, though a second click found it running', async () => {
    await moveNetworkToFreeVlan();
    sim.options.defaultDelayMs = 50;
    try {
      const sent = await t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/`);
      expect(sent.body.started).toBe(true);
      // Planned and writing: the change below is not in the plan this apply is carrying out.
      await eventually(job, (j) => j?.state === 'active' && j.progress?.total > 0);
      const free = await moveNetworkToFreeVlan();
      const again = await t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/`);
      expect(again.body).toMatchObject({ job_id: sent.body.job_id, started: false });
      expect(await settled()).toMatchObject({ state: 'in_sync', changes_pending: false });
      expect(sim.store.rows('/interface/vlan').map((row) => row['vlan-id'])).toContain(String(free));
    } finally {
      sim.options.defaultDelayMs = 0;
    }
    expect((await t.admin('GET', `/api/mikrotik/devices/${deviceId}/plan/`)).body.in_sync).toBe(true);
  });

  it('a check of a router that does not answer says Unreachable, with why', async () => {
    await t.db
      .update(mikrotikDevices)
      .set({ apiPort: await freePort() })
      .where(eq(mikrotikDevices.id, deviceId));
    await checkRouter(context(), deviceId);
    expect(await device()).toMatchObject({ state: 'unreachable', state_reason: expect.stringMatching(/refused/i) });
    await t.db.update(mikrotikDevices).set({ apiPort: sim.port }).where(eq(mikrotikDevices.id, deviceId));
  });

  it('refuses to apply a router without a site (409) or an unknown one (404), sending no job', async () => {
    await t.db.update(mikrotikDevices).set({ siteId: null }).where(eq(mikrotikDevices.id, deviceId));
    expect((await t.admin('POST', `/api/mikrotik/devices/${deviceId}/apply/`)).status).toBe(409);
    await t.db.update(mikrotikDevices).set({ siteId: site.id }).where(eq(mikrotikDevices.id, deviceId));
    expect((await t.admin('POST', '/api/mikrotik/devices/2000000/apply/')).status).toBe(404);
  });
});
