/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { signAccessToken } from '../../../server/src/auth/jwt';
import { users } from '../../../server/src/db/schema';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { openAuthedWs, openWs, wsUrlOf, type WsTestClient } from '../../support/wsClient';
import { testConfig } from '../../support/serverHarness';

describe('/api/ws protocol over a real socket', () => {
  let t: EntityTestApp;
  let url: string;
  const open: WsTestClient[] = [];
  const token = (userId: number, ttlSeconds = 3600, now = Date.now()) =>
    signAccessToken(userId, t.app.config.jwtSecret, ttlSeconds, now);
  const connect = async (userId: number) => {
    const client = await openAuthedWs(url, token(userId));
    open.push(client);
    return client;
  };
  const raw = async () => {
    const client = await openWs(url);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startEntityApp({ config: { realtime: { ...testConfig().realtime, authTimeoutMs: 300 } } });
    url = await wsUrlOf(t.app);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => t.close());

  describe('auth', () => {
    it('answers auth.ok with the user id and the client frame’s ts', async () => {
      const client = await raw();
      client.send('auth', { token: token(t.world.staffA) }, 12345);
      expect(await client.next('auth.ok')).toEqual({ type: 'auth.ok', data: { user_id: t.world.staffA }, ts: 12345 });
    });

    it('closes with 4401 for a token signed with another key', async () => {
      const client = await raw();
      client.send('auth', { token: signAccessToken(t.world.staffA, 'another-secret', 3600) });
      expect((await client.closed).code).toBe(4401);
    });

    it('closes with 4401 for a deactivated user', async () => {
      const [inactive] = await t.db
        .insert(users)
        .values({ email: 'gone@acme.test', passwordHash: 'x', isActive: false })
        .returning({ id: users.id });
      const client = await raw();
      client.send('auth', { token: token(inactive.id) });
      expect((await client.closed).code).toBe(4401);
    });

    it('closes with 4419 for an expired token, and when the token runs out on an open socket', async () => {
      const expired = await raw();
      expired.send('auth', { token: token(t.world.staffA, 60, Date.now() - 120_000) });
      expect((await expired.closed).code).toBe(4419);

      const shortLived = await raw();
      shortLived.send('auth', { token: token(t.world.staffA, 1) });
      await shortLived.next('auth.ok');
      expect((await shortLived.closed).code).toBe(4419);
    });

    it('closes with 4408 when no auth frame comes in time', async () => {
      const client = await raw();
      expect((await client.closed).code).toBe(4408);
    });

    it('closes with 4400 when the first frame is not JSON or not auth', async () => {
      const garbage = await raw();
      garbage.socket.send('not json {');
      expect((await garbage.closed).code).toBe(4400);
      const early = await raw();
      early.send('subscribe', { customer_id: t.world.customerA, site_id: null });
      expect((await early.closed).code).toBe(4400);
    });
  });

  describe('token.update', () => {
    it('takes a fresh token of the same user', async () => {
      const client = await connect(t.world.staffA);
      client.send('token.update', { token: token(t.world.staffA, 600) }, 777);
      expect(await client.next('token.update')).toEqual({ type: 'token.update', data: { ok: true }, ts: 777 });
    });

    it('closes with 4401 for another user’s token and 4419 for an expired one', async () => {
      const other = await connect(t.world.staffA);
      other.send('token.update', { token: token(t.world.staffB) });
      expect((await other.closed).code).toBe(4401);
      const expired = await connect(t.world.staffA);
      expired.send('token.update', { token: token(t.world.staffA, 60, Date.now() - 120_000) });
      expect((await expired.closed).code).toBe(4419);
    });
  });

  describe('subscribe', () => {
    it('subscribes to a site of the user’s customer', async () => {
      const client = await connect(t.world.staffA);
      client.send('subscribe', { customer_id: t.world.customerA, site_id: t.world.siteA1 }, 5);
      expect(await client.next('subscribed')).toEqual({
        type: 'subscribed',
        data: { customer_id: t.world.customerA, site_id: t.world.siteA1 },
        ts: 5,
      });
    });

    it('refuses another customer, or its site under the user’s own customer, and keeps the socket', async () => {
      const client = await connect(t.world.staffA);
      client.send('subscribe', { customer_id: t.world.customerB, site_id: t.world.siteB });
      expect((await client.next('error')).data).toEqual({
        action: 'subscribe',
        detail: 'You do not have access to this customer',
      });
      client.send('subscribe', { customer_id: t.world.customerA, site_id: t.world.siteB });
      expect((await client.next('error')).data).toEqual({
        action: 'subscribe',
        detail: 'You do not have access to this site',
      });
      client.send('subscribe', { customer_id: 'one', site_id: null });
      expect((await client.next('error')).data.action).toBe('subscribe');
      client.send('health.check', { site_id: null });
      await client.next('health.check');
    });

    it('lets a superuser subscribe to any customer', async () => {
      const client = await connect(t.world.admin);
      client.send('subscribe', { customer_id: t.world.customerB, site_id: t.world.siteB });
      expect((await client.next('subscribed')).data).toEqual({
        customer_id: t.world.customerB,
        site_id: t.world.siteB,
      });
    });
  });

  describe('health.check', () => {
    it('answers with the health of the services and the client’s ts', async () => {
      const client = await connect(t.world.staffA);
      client.send('health.check', { site_id: t.world.siteA1 }, 4242);
      const reply = await client.next('health.check');
      expect(reply.ts).toBe(4242);
      expect(reply.data).toEqual({
        status: 'healthy',
        services: { database: true, realtime: true },
        response_times: { database: expect.any(Number), realtime: expect.any(Number) },
        customer_services: {},
        customer_response_times: {},
        errors: {},
      });
    });

    it('refuses a site of another customer without telling anything about it', async () => {
      const client = await connect(t.world.staffA);
      client.send('health.check', { site_id: t.world.siteB });
      expect((await client.next('error')).data).toEqual({
        action: 'health.check',
        detail: 'You do not have access to this site',
      });
      client.send('health.check', { site_id: 99999999 });
      expect((await client.next('error')).data.detail).toBe('You do not have access to this site');
    });
  });

  it('answers an unknown action or a bad frame with an error and keeps the session', async () => {
    const client = await connect(t.world.staffA);
    client.send('shout', {}, 9);
    expect(await client.next('error')).toEqual({
      type: 'error',
      data: { action: 'shout', detail: 'Unknown action "shout"' },
      ts: 9,
    });
    client.socket.send('[1,2]');
    expect((await client.next('error')).data.action).toBe('unknown');
    client.socket.send(Buffer.from([0, 1, 2]));
    await client.next('error');
    client.send('health.check', { site_id: null });
    expect((await client.next('health.check')).data.status).toBe('healthy');
  });

  it('refuses a frame beyond the size limit by closing the socket', async () => {
    const client = await connect(t.world.staffA);
    client.send('health.check', { site_id: null, padding: 'x'.repeat(64 * 1024) });
    expect((await client.closed).code).toBe(1009);
  });

  it('drops a subscription whose customer the user lost at the next token.update', async () => {
    const [fresh] = await t.db
      .insert(users)
      .values({ email: 'temp@acme.test', passwordHash: 'x', isSuperuser: true })
      .returning({ id: users.id });
    const client = await connect(fresh.id);
    client.send('subscribe', { customer_id: t.world.customerB, site_id: null });
    await client.next('subscribed');
    await t.db.update(users).set({ isSuperuser: false }).where(eq(users.id, fresh.id));
    client.send('token.update', { token: token(fresh.id) });
    expect((await client.next('error')).data).toEqual({
      action: 'subscribe',
      detail: 'You no longer have access to this customer',
    });
    await client.next('token.update');
  });
});
