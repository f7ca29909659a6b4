/** @jest-environment ./test/support/serverEnvironment.ts */
import { randomBytes } from 'node:crypto';
import { runMigrations } from '../../../server/src/db/migrate';
import { openPostgres } from '../../../server/src/db/postgres';
import { seedDemoData } from '../../../server/seed/seed';
import { NORDLYS, customerIdByName } from '../../support/serverFixtures';
import { queryServer } from '../../support/serverDatabase';
import { startTestServer, testConfig, type TestServer } from '../../support/serverHarness';
import { silenceProxy, type SilenceProxy } from '../../support/silenceProxy';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;
const admin = (statement: string) => queryServer(url!, statement);

/** DATABASE_TIMEOUT_MS of the server under test. */
const timeoutMs = 1000;

/** Asks until `check` passes, up to `withinMs`; returns how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

onPostgres('PostgreSQL that goes silent, or closes for maintenance', () => {
  const name = `silence_${randomBytes(5).toString('hex')}`;
  let proxy: SilenceProxy;
  let t: TestServer;
  let database: ReturnType<typeof openPostgres>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const direct = new URL(url!);
    direct.pathname = `/${name}`;
    const seeding = openPostgres(direct.toString(), 1);
    await runMigrations(seeding);
    await seedDemoData(seeding.db);
    await seeding.close();
    // The server reaches the database only through the proxy, its LISTEN connection included.
    proxy = await silenceProxy(Number(direct.port || 5432), direct.hostname);
    const proxied = new URL(direct);
    proxied.port = String(proxy.port);
    database = openPostgres(proxied.toString(), 2, timeoutMs);
    const { realtime } = testConfig();
    t = await startTestServer({
      database,
      config: { databaseTimeoutMs: timeoutMs, realtime: { ...realtime, probeTimeoutMs: timeoutMs } },
    });
    headers = await t.headersFor('staff@example.com', await customerIdByName(t.db, NORDLYS));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const sites = () => t.request({ method: 'GET', url: '/api/crm/sites/', headers });
  const health = () => t.request({ method: 'GET', url: '/api/health/' });

  it('answers 503 within the time-out while the connections are silent, and recovers when they forward again', async () => {
    expect((await sites()).status).toBe(200);
    proxy.silence();
    try {
      // An open connection that no longer answers, then a new one that cannot be made.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const started = Date.now();
        const reply = await sites();
        expect(reply).toMatchObject({
          status: 503,
          body: { detail: expect.stringMatching(/database is not reachable/) },
        });
        expect(Date.now() - started).toBeLessThan(timeoutMs + 1500);
      }
      const down = await health();
      expect(down).toMatchObject({ status: 503, body: { status: 'unhealthy', services: { database: false } } });
    } finally {
      proxy.resume();
    }
    await within(5000, async () => (await sites()).status === 200);
    expect(await health()).toMatchObject({ status: 200, body: { services: { database: true } } });
  }, 30_000);

  it('answers 503, not 500, while the database is closed to connections for maintenance', async () => {
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      const statuses = new Set<number>();
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.add((await sites()).status);
      expect([...statuses]).toEqual([503]);
      expect((await health()).status).toBe(503);
    } finally {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await within(5000, async () => (await sites()).status === 200);
    expect((await health()).status).toBe(200);
  }, 30_000);
});
