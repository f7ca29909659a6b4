/** @jest-environment ./test/support/serverEnvironment.ts */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../../../server/src/db/database';
import { openPostgres } from '../../../../server/src/db/postgres';
import { openSeededTestDatabase } from '../../../support/serverDatabase';
import { NORDLYS, customerIdByName, userIdByEmail } from '../../../support/serverFixtures';
import { startTestServer, toReply, type TestServer } from '../../../support/serverHarness';
import { openAuthedWs, openWs, wsUrlOf } from '../../../support/wsClient';

const tokenNotValid = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

/**
 * A new password ends every other session of the user, over HTTP and sockets, on every instance
 * (two on PostgreSQL, the change made through the first).
 */
describe('passwords', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle | null = null;
  let t: TestServer;
  let other: TestServer | null = null;
  let instances: FastifyInstance[];

  beforeAll(async () => {
    database = await openSeededTestDatabase();
    t = await startTestServer({ database });
    instances = [t.app];
    if (database.kind === 'postgres') {
      second = openPostgres(String(database.pool.options.connectionString), 2);
      other = await startTestServer({ database: second });
      instances.push(other.app);
    }
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
    await second?.close();
    await database.close();
  });

  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const me = async (app: FastifyInstance, access: string) =>
    toReply(await app.inject({ method: 'GET', url: '/api/crm/users/me/', headers: bearer(access) }));
  const refresh = (token: string) =>
    t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const change = (access: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/crm/users/me/password/', headers: bearer(access), payload });
  const reset = (headers: Record<string, string>, userId: number, payload: object) =>
    t.request({ method: 'POST', url: `/api/crm/users/${userId}/password/`, headers, payload });

  /** Polls until every instance refuses the token (an instance hears of the change by a notice). */
  const refusedEverywhere = async (access: string) => {
    const deadline = Date.now() + 1000;
    for (const app of instances) {
      let reply = await me(app, access);
      while (reply.status !== 401 && Date.now() < deadline) reply = await me(app, access);
      expect(reply).toMatchObject({ status: 401, body: tokenNotValid });
    }
  };

  describe('a user changing their own', () => {
    it('refuses a wrong current password, a short or unchanged new one, and changes nothing', async () => {
      const { access } = await t.login('staff@example.com');
      expect(await change(access, { current_password: 'wrong-guess', new_password: 'a new secret' })).toMatchObject({
        status: 400,
        body: { detail: [{ loc: ['body', 'current_password'], msg: 'The current password is not correct' }] },
      });
      expect(await change(access, { current_password: 'staff123', new_password: 'short' })).toMatchObject({
        status: 400,
        body: { detail: [{ loc: ['body', 'new_password'], msg: 'Must be at least 8 characters' }] },
      });
      expect(await change(access, { current_password: 'staff123', new_password: 'staff123' })).toMatchObject({
        status: 400,
        body: { detail: [{ loc: ['body', 'new_password'], msg: 'Must differ from the current password' }] },
      });
      expect(await change(access, { new_password: 'a new secret' })).toMatchObject({ status: 400 });
      expect((await me(t.app, access)).status).toBe(200);
      expect((await t.login('staff@example.com')).access).toEqual(expect.any(String));
    });

    it('ends every other session, over HTTP and sockets, on every instance; this one goes on with a new pair', async () => {
      const here = await t.login('staff@example.com');
      const elsewhere = await t.login('staff@example.com');
      const customerId = await customerIdByName(t.db, NORDLYS);
      // The other session is in use on every instance: a request answered (and its access kept), a socket open.
      const sockets = await Promise.all(
        instances.map(async (app) => {
          expect((await me(app, elsewhere.access)).status).toBe(200);
          const socket = await openAuthedWs(await wsUrlOf(app), elsewhere.access);
          socket.send('subscribe', { customer_id: customerId, site_id: null });
          await socket.next('subscribed');
          return socket;
        }),
      );

      const reply = await change(here.access, { current_password: 'staff123', new_password: 'a much better one' });
      // Committed when the answer came: from then on, within a second.
      const changed = Date.now();
      expect(reply).toMatchObject({ status: 200, body: { access: expect.any(String), refresh: expect.any(String) } });
      for (const socket of sockets) expect(await socket.closed).toEqual({ code: 4419, reason: 'Session ended' });
      expect(Date.now() - changed).toBeLessThan(1000);
      await refusedEverywhere(elsewhere.access);
      await refusedEverywhere(here.access);
      expect(await refresh(elsewhere.refresh)).toMatchObject({ status: 401, body: tokenNotValid });
      expect(await refresh(here.refresh)).toMatchObject({ status: 401, body: tokenNotValid });

      // This session's new pair works everywhere, and refreshes.
      for (const app of instances) expect((await me(app, reply.body.access)).status).toBe(200);
      expect((await refresh(reply.body.refresh)).status).toBe(200);
      const socket = await openAuthedWs(await wsUrlOf(t.app), reply.body.access);
      await socket.close();
      // A socket offered a token from before is told to refresh (4419), not signed out (4401).
      const stale = await openWs(await wsUrlOf(t.app));
      stale.send('auth', { token: elsewhere.access });
      expect((await stale.closed).code).toBe(4419);

      await expect(t.login('staff@example.com')).rejects.toThrow(/401/);
      expect((await t.login('staff@example.com', 'a much better one')).access).toEqual(expect.any(String));
    });
  });

  describe('a superuser resetting another user’s', () => {
    let admin: Record<string, string>;
    let staffId: number;
    beforeAll(async () => {
      admin = await t.headersFor('admin@example.com', await customerIdByName(t.db, NORDLYS));
      staffId = await userIdByEmail(t.db, 'ingrid.haugen@example.com');
    });

    it('sets it and ends every session of that user', async () => {
      const session = await t.login('ingrid.haugen@example.com');
      expect(await reset(admin, staffId, { new_password: 'given by the admin' })).toMatchObject({ status: 204 });
      await refusedEverywhere(session.access);
      expect((await refresh(session.refresh)).status).toBe(401);
      expect((await t.login('ingrid.haugen@example.com', 'given by the admin')).access).toEqual(expect.any(String));
    });

    it('refuses staff, a user outside the customer, oneself, and a short password', async () => {
      const staff = await t.headersFor('lars.johansen@example.com', await customerIdByName(t.db, NORDLYS));
      expect(await reset(staff, staffId, { new_password: 'not allowed at all' })).toMatchObject({
        status: 403,
        body: { detail: "Only a superuser can reset another user's password." },
      });
      const nobody = await userIdByEmail(t.db, 'nobody@example.com');
      expect(await reset(admin, nobody, { new_password: 'outside the customer' })).toMatchObject({
        status: 404,
        body: { detail: 'Not found.' },
      });
      const self = await userIdByEmail(t.db, 'admin@example.com');
      expect(await reset(admin, self, { new_password: 'my own new one' })).toMatchObject({ status: 400 });
      expect(await reset(admin, staffId, { new_password: 'short' })).toMatchObject({
        status: 400,
        body: { detail: [{ loc: ['body', 'new_password'], msg: 'Must be at least 8 characters' }] },
      });
      expect((await t.login('nobody@example.com')).access).toEqual(expect.any(String));
    });
  });
});

describe('a wrong current password and the login throttle', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: {
        loginThrottle: {
          windowSeconds: 900,
          maxFailuresPerAccount: 3,
          maxFailuresPerAddress: 20,
          maxFailuresPerAccountAnywhere: 50,
          backoffSeconds: 60,
        },
      },
    });
  });
  afterAll(() => t.close());

  it('counts as a failed login: past the limit even the right one waits (429)', async () => {
    const { access } = await t.login('staff@example.com');
    const change = (current: string) =>
      t.request({
        method: 'POST',
        url: '/api/crm/users/me/password/',
        headers: { authorization: `Bearer ${access}` },
        payload: { current_password: current, new_password: 'a new password' },
      });
    for (let guess = 0; guess < 3; guess += 1) expect((await change(`guess ${guess}`)).status).toBe(400);
    expect(await change('staff123')).toMatchObject({
      status: 429,
      body: { detail: 'Too many failed login attempts. Try again in 1 minute.' },
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/crm/users/me/', headers: { authorization: `Bearer ${access}` } }))
        .status,
    ).toBe(200);
  });
});
