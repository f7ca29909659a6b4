/** @jest-environment ./test/support/serverEnvironment.ts */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { signAccessToken } from '../../../server/src/auth/jwt';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { openPostgres } from '../../../server/src/db/postgres';
import { memberships, users } from '../../../server/src/db/schema';
import { openSeededTestDatabase } from '../../support/serverDatabase';
import { startTestServer, type TestServer } from '../../support/serverHarness';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { openAuthedWs, wsUrlOf, type WsTestClient } from '../../support/wsClient';

/**
 * A socket obeys what HTTP obeys: a deactivated user's or a removed member's subscribed socket stops
 * hearing changes within a second, on every instance. On PGlite one instance; on PostgreSQL two,
 * the change made through the first.
 */
describe('open sockets and access changes', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle | null = null;
  let one: EntityTestApp;
  let two: TestServer | null = null;
  let instances: FastifyInstance[];
  const open: WsTestClient[] = [];

  beforeAll(async () => {
    database = await openSeededTestDatabase();
    one = await startEntityApp({ database });
    instances = [one.app];
    if (database.kind === 'postgres') {
      second = openPostgres(String(database.pool.options.connectionString), 4);
      two = await startTestServer({ database: second });
      instances.push(two.app);
    }
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await second?.close();
    await database?.close();
  });

  /** A new staff member of customer A. */
  const newMember = async (email: string) => {
    const [user] = await one.db
      .insert(users)
      .values({ email, passwordHash: 'x', firstName: 'New', lastName: 'Member' })
      .returning({ id: users.id });
    await one.db.insert(memberships).values({ userId: user.id, customerId: one.world.customerA });
    return user.id;
  };

  /** A socket of the user on each instance, subscribed to the whole of customer A. */
  const subscribedSockets = async (userId: number) =>
    Promise.all(
      instances.map(async (app) => {
        const socket = await openAuthedWs(await wsUrlOf(app), signAccessToken(userId, app.config.jwtSecret, 3600));
        open.push(socket);
        socket.send('subscribe', { customer_id: one.world.customerA, site_id: null });
        await socket.next('subscribed');
        return socket;
      }),
    );

  /** A write in customer A, and the moment each control socket heard of it. */
  const writeInCustomerA = async (controls: WsTestClient[]) => {
    const created = await one
      .client(one.world.staffA, one.world.customerA, one.world.siteA1)
      .post('/api/crm/addresses/', { street: `Veien ${Date.now()}`, city: 'Oslo' });
    expect(created.status).toBe(201);
    for (const control of controls) expect((await control.next('change')).data.id).toBe(created.body.id);
    return created.body.id as number;
  };

  it('drops the subscription of a removed member within a second on every instance, who then hears no change', async () => {
    const member = await newMember('leaving@acme.test');
    const sockets = await subscribedSockets(member);
    const controls = await subscribedSockets(one.world.staffA);
    await writeInCustomerA(controls);
    for (const socket of sockets) await socket.next('change');

    const removed = Date.now();
    await one.db
      .delete(memberships)
      .where(and(eq(memberships.userId, member), eq(memberships.customerId, one.world.customerA)));
    for (const socket of sockets)
      expect((await socket.next('error', 1000)).data).toEqual({
        action: 'subscribe',
        detail: 'You no longer have access to this customer',
      });
    expect(Date.now() - removed).toBeLessThan(1000);

    const after = await writeInCustomerA(controls);
    // Every control socket heard it, so every instance delivered it: the removed member's did not.
    for (const socket of sockets)
      expect(socket.frames.filter((frame) => frame.type === 'change' && frame.data.id === after)).toEqual([]);
  });

  it('closes a deactivated user’s sockets within a second on every instance (4401)', async () => {
    const member = await newMember('deactivated@acme.test');
    const sockets = await subscribedSockets(member);
    const deactivated = Date.now();
    await one.db.update(users).set({ isActive: false }).where(eq(users.id, member));
    for (const socket of sockets) expect(await socket.closed).toEqual({ code: 4401, reason: 'Token not valid' });
    expect(Date.now() - deactivated).toBeLessThan(1000);
  });

  it('keeps the sockets of everyone else', async () => {
    const sockets = await subscribedSockets(one.world.staffA);
    await one.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, one.world.staffB));
    await one.db.delete(memberships).where(eq(memberships.userId, one.world.staffB));
    const controls = await subscribedSockets(one.world.staffA);
    const id = await writeInCustomerA(controls);
    for (const socket of sockets) expect((await socket.next('change')).data.id).toBe(id);
  });
});
