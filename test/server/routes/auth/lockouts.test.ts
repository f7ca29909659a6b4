import { loginFailures } from '../../../../server/src/db/schema';
import { startTestServer, type TestServer } from '../../../support/serverHarness';

/** A superuser sees the login throttle's lockouts and lifts them (README: the throttle's limits by design). */
describe('sign-in lockouts', () => {
  let t: TestServer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.headersFor('admin@example.com');
  });
  afterAll(() => t.close());

  const pair = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.request({ method: 'POST', url: '/api/token/pair/', payload: { username, password }, remoteAddress });
  const lockouts = (query = '', headers = admin) =>
    t.request({ method: 'GET', url: `/api/auth/lockouts/${query}`, headers });
  const clear = (query: string, headers = admin) =>
    t.request({ method: 'DELETE', url: `/api/auth/lockouts/${query}`, headers });
  /** Failures as the throttle records them, `count` at the account from the address. */
  const failed = (email: string, address: string, count: number) =>
    t.db.insert(loginFailures).values(Array.from({ length: count }, () => ({ email, address })));

  it('shows an account waiting out its back-off at one address, and lifts it', async () => {
    for (let guess = 0; guess < 5; guess += 1)
      expect((await pair('staff@example.com', `guess ${guess}`)).status).toBe(401);
    expect((await pair('staff@example.com', 'staff123')).status).toBe(429);
    const shown = await lockouts('?email=Staff@Example.com');
    expect(shown).toMatchObject({
      status: 200,
      body: {
        data: [{ kind: 'account_address', email: 'staff@example.com', address: '127.0.0.1', failures: 5 }],
      },
    });
    const until = Date.parse(shown.body.data[0].locked_until) - Date.now();
    expect(until).toBeGreaterThan(50_000);
    expect(until).toBeLessThanOrEqual(60_000);
    expect((await lockouts()).body.data).toHaveLength(1);

    expect(await clear('?email=staff@example.com')).toEqual(
      expect.objectContaining({ status: 200, body: { cleared: 5 } }),
    );
    expect((await lockouts('?email=staff@example.com')).body.data).toEqual([]);
    expect((await pair('staff@example.com', 'staff123')).status).toBe(200);
  });

  it('shows an address and an account past their wide limits, and clears by address', async () => {
    // 20 failures from one address at many accounts; 50 at one account from 10 addresses.
    for (let n = 0; n < 20; n += 1) await failed(`someone${n}@example.com`, '203.0.113.9', 1);
    for (let n = 0; n < 10; n += 1) await failed('victim@example.com', `198.51.100.${n}`, 5);
    const all = (await lockouts()).body.data as { kind: string; email: string | null; address: string | null }[];
    expect(all.filter((lockout) => lockout.kind === 'address')).toEqual([
      expect.objectContaining({ address: '203.0.113.9', email: null, failures: 20 }),
    ]);
    expect(all.filter((lockout) => lockout.kind === 'account')).toEqual([
      expect.objectContaining({ email: 'victim@example.com', address: null, failures: 50 }),
    ]);
    // Each of the victim's addresses also holds its own back-off.
    expect(all.filter((lockout) => lockout.kind === 'account_address')).toHaveLength(10);
    expect((await lockouts('?address=203.0.113.9')).body.data.map((l: { kind: string }) => l.kind)).toEqual([
      'address',
    ]);

    expect((await clear('?address=203.0.113.9')).body).toEqual({ cleared: 20 });
    expect((await clear('?email=victim@example.com&address=198.51.100.3')).body).toEqual({ cleared: 5 });
    const left = (await lockouts('?email=victim@example.com')).body.data as { kind: string; failures: number }[];
    // 45 failures left: under the account's wide limit, each address still in its back-off.
    expect(left.filter((lockout) => lockout.kind === 'account')).toEqual([]);
    expect(left.filter((lockout) => lockout.kind === 'account_address')).toHaveLength(9);
    expect((await clear('?email=victim@example.com')).body).toEqual({ cleared: 45 });
    expect((await lockouts()).body.data).toEqual([]);
  });

  it('is for superusers only, and clearing names what it clears', async () => {
    await failed('ingrid.haugen@example.com', '192.0.2.1', 6);
    const staff = await t.headersFor('staff@example.com');
    const refused = { status: 403, body: { detail: 'Only a superuser can see or clear sign-in lockouts.' } };
    expect(await lockouts('', staff)).toMatchObject(refused);
    expect(await clear('?email=ingrid.haugen@example.com', staff)).toMatchObject(refused);
    expect((await lockouts('', {})).status).toBe(401);
    expect(await clear('')).toMatchObject({
      status: 400,
      body: { detail: 'Name the account (email), the address (address), or both.' },
    });
    expect((await lockouts('?email=ingrid.haugen@example.com')).body.data).toHaveLength(1);
  });
});
