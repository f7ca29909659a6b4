/** @jest-environment ./test/support/serverEnvironment.ts */
import { sql } from 'drizzle-orm';
import { signAccessToken } from '../../../server/src/auth/jwt';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { openPostgres } from '../../../server/src/db/postgres';
import { openSeededTestDatabase } from '../../support/serverDatabase';
import { startTestServer, type TestServer } from '../../support/serverHarness';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { openAuthedWs, wsUrlOf } from '../../support/wsClient';

// Two instances share one database only on a real PostgreSQL (PGlite lives inside one process).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('two server instances on one PostgreSQL', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let one: EntityTestApp;
  let two: TestServer;

  beforeAll(async () => {
    database = await openSeededTestDatabase();
    if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    second = openPostgres(String(database.pool.options.connectionString), 4);
    one = await startEntityApp({ database });
    two = await startTestServer({ database: second });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await second?.close();
    await database?.close();
  });

  it('delivers a write made through one instance to a socket on the other', async () => {
    const token = signAccessToken(one.world.staffA, one.app.config.jwtSecret, 3600);
    const socket = await openAuthedWs(await wsUrlOf(two.app), token);
    socket.send('subscribe', { customer_id: one.world.customerA, site_id: one.world.siteA1 });
    await socket.next('subscribed');
    const created = await one
      .client(one.world.staffA, one.world.customerA, one.world.siteA1)
      .post('/api/crm/addresses/', {
        street: 'Tvers',
        house_number: '2',
        postal_code: '0150',
        city: 'Oslo',
        country: 'NO',
      });
    expect(created.status).toBe(201);
    expect((await socket.next('change')).data).toEqual({
      entity: 'address',
      id: created.body.id,
      action: 'create',
      customer_id: one.world.customerA,
      site_id: one.world.siteA1,
      user_id: one.world.staffA,
      user_name: 'Anna Acme',
    });
    await socket.close();
  });

  it('reconnects the LISTEN connection when PostgreSQL drops it, and delivers again', async () => {
    const token = signAccessToken(one.world.staffA, one.app.config.jwtSecret, 3600);
    const socket = await openAuthedWs(await wsUrlOf(two.app), token);
    socket.send('subscribe', { customer_id: one.world.customerA, site_id: null });
    await socket.next('subscribed');
    await one.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    const health = two.app.realtime.health;
    await health.checkServices();
    expect(health.reportFor(null).services.realtime).toBe(false);
    for (let tries = 0; tries < 50 && !health.reportFor(null).services.realtime; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await health.checkServices();
    }
    expect(health.reportFor(null).services.realtime).toBe(true);
    await one.client(one.world.staffA, one.world.customerA, one.world.siteA2).post('/api/crm/addresses/', {
      street: 'Etter',
      city: 'Oslo',
    });
    expect((await socket.next('change')).data).toMatchObject({ entity: 'address', site_id: one.world.siteA2 });
    await socket.close();
  });

  it('reports the realtime hub healthy on both: each hears its own NOTIFY round trip', async () => {
    for (const app of [one.app, two.app]) {
      await app.realtime.health.checkServices();
      expect(app.realtime.health.reportFor(null).services).toEqual({ database: true, realtime: true });
    }
  });
});
