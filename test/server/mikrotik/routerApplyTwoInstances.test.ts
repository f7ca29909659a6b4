/** @jest-environment ./test/support/serverEnvironment.ts */
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '../../../server/src/db/database';
import { openPostgres } from '../../../server/src/db/postgres';
import { createFreshRouterSeed } from '../../../tools/routeros-simulator/freshRouterSeed';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../tools/routeros-simulator/simulator';
import { fastJobSettings } from '../../support/jobKinds';
import { DEVICE_KEY, GRUNERLOKKA, registerSimulatedRouter, siteNamed } from '../../support/serverDevices';
import { openSeededTestDatabase } from '../../support/serverDatabase';
import { startTestServer, type TestServer } from '../../support/serverHarness';

// Two instances share one database only on a real PostgreSQL (PGlite lives inside one process).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('Apply clicked on two server instances sharing one PostgreSQL', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let one: TestServer;
  let two: TestServer;
  let sim: RouterOsSimulator;

  beforeAll(async () => {
    database = await openSeededTestDatabase();
    if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    second = openPostgres(String(database.pool.options.connectionString), 4);
    const options = { config: { jobs: fastJobSettings }, env: { DEVICE_SECRET_KEY: DEVICE_KEY } };
    one = await startTestServer({ database, ...options });
    two = await startTestServer({ database: second, ...options });
    sim = await startRouterOsSimulator({ seed: createFreshRouterSeed() });
  });
  afterAll(async () => {
    await sim?.close();
    await two?.close();
    await one?.close();
    await second?.close();
    await database?.close();
  });

  it('runs exactly one apply job for two Apply requests at once, and the router is In sync', async () => {
    const site = await siteNamed(one.db, GRUNERLOKKA);
    const as = async (t: TestServer) => ({ ...(await t.headersFor('admin@example.com')) });
    const id = await registerSimulatedRouter(one, sim, 'gw-twice', site.id);
    const url = `/api/mikrotik/devices/${id}/apply/`;
    const [a, b] = await Promise.all([
      one.request({ method: 'POST', url, headers: await as(one) }),
      two.request({ method: 'POST', url, headers: await as(two) }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.job_id).toBe(b.body.job_id);
    expect([a.body.started, b.body.started].sort()).toEqual([false, true]);

    const deadline = Date.now() + 30_000;
    let job = (await two.request({ method: 'GET', url, headers: await as(two) })).body;
    while (job?.state !== 'completed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await two.request({ method: 'GET', url, headers: await as(two) })).body;
    }
    expect(job).toMatchObject({ state: 'completed', result: { status: 'in-sync' } });
    const device = await one.request({ method: 'GET', url: `/api/mikrotik/devices/${id}/`, headers: await as(one) });
    expect(device.body).toMatchObject({ state: 'in_sync', last_apply: { status: 'in-sync' } });
    const jobs = rowsOf<{ n: number }>(
      await one.db.execute(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'router-apply' AND singleton_key = ${String(id)}`,
      ),
    );
    expect(jobs[0].n).toBe(1);
    // One apply sent the identity once; a second run would have found nothing left to set, but it would have re-read.
    expect(sim.commandLog.filter((path) => path === '/system/identity/set')).toHaveLength(1);
  });
});
