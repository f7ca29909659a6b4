import { and, count, eq, sql } from 'drizzle-orm';
import { knownLogins, loginFailures } from '../../../../server/src/db/schema';
import type { DatabaseHandle } from '../../../../server/src/db/database';
import { startTestServer, type TestServer } from '../../../support/serverHarness';
import { openSeededTestDatabase } from '../../../support/serverDatabase';

const PROXY = '10.9.0.1';

describe('login throttling', () => {
  let handle: DatabaseHandle;
  let t: TestServer;
  /** A second server on the same database, as when several instances share one PostgreSQL. */
  let other: TestServer;
  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    const config = {
      trustProxy: [PROXY],
      loginThrottle: {
        windowSeconds: 900,
        maxFailuresPerAccount: 5,
        maxFailuresPerAddress: 8,
        maxFailuresPerAccountAnywhere: 12,
        backoffSeconds: 60,
      },
    };
    t = await startTestServer({ database: handle, config });
    other = await startTestServer({ database: handle, config });
  });
  beforeEach(async () => {
    await t.db.delete(loginFailures);
    await t.db.delete(knownLogins);
  });
  afterAll(async () => {
    await t.close();
    await other.close();
    await handle.close();
  });

  const pair = (username: string, password: string, remoteAddress = '127.0.0.1', forwardedFor?: string, server = t) =>
    server.request({
      method: 'POST',
      url: '/api/token/pair/',
      payload: { username, password },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const tooMany = (minutes: number) => ({
    status: 429,
    body: {
      detail: `Too many failed login attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    },
    headers: expect.objectContaining({ 'retry-after': String(minutes * 60) }),
  });
  /** Moves the recorded failures of an address into the past, as if time had passed. */
  const age = (address: string, seconds: number) =>
    t.db
      .update(loginFailures)
      .set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(loginFailures.address, address));
  const failuresOf = async (email: string, address: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)))
    )[0].n;

  it('never limits successful logins', async () => {
    for (let i = 0; i < 8; i++) expect((await pair('admin@example.com', 'admin123', '10.0.0.1')).status).toBe(200);
  });

  it('backs off one account at one address, doubling, without locking the owner out elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await pair('staff@example.com', `wrong-${i}`, '10.1.0.1')).status).toBe(401);
    // Even the right password waits at that address, or the limit would not slow guessing.
    expect(await pair('staff@example.com', 'staff123', '10.1.0.1')).toMatchObject(tooMany(1));
    expect((await pair('staff@example.com', 'staff123', '10.1.0.2')).status).toBe(200);
    // Once the back-off has passed, one more guess is tried, and the next wait is twice as long.
    await age('10.1.0.1', 61);
    expect((await pair('staff@example.com', 'wrong-5', '10.1.0.1')).status).toBe(401);
    expect(await pair('staff@example.com', 'wrong-6', '10.1.0.1')).toMatchObject(tooMany(2));
    await age('10.1.0.1', 121);
    expect((await pair('staff@example.com', 'wrong-6', '10.1.0.1')).status).toBe(401);
    expect(await pair('staff@example.com', 'staff123', '10.1.0.1')).toMatchObject(tooMany(4));
    // The three refused attempts were not counted.
    expect(await failuresOf('staff@example.com', '10.1.0.1')).toBe(7);
  });

  it('counts parallel guesses before checking them: of 200 at once, 5 are tried', async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => pair('admin@example.com', `parallel-${i}`, '10.5.0.1')),
    );
    const tried = replies.filter((reply) => reply.status === 401).length;
    expect(tried).toBe(5);
    for (const reply of replies.filter((r) => r.status !== 401)) expect(reply.status).toBe(429);
    expect(await failuresOf('admin@example.com', '10.5.0.1')).toBe(tried);
  });

  it('counts unsettled attempts on another server sharing the database', async () => {
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        pair('admin@example.com', `parallel-${i}`, '10.7.0.1', undefined, i % 2 ? other : t),
      ),
    );
    const tried = replies.filter((reply) => reply.status === 401).length;
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(5);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(100 - tried);
    expect(await failuresOf('admin@example.com', '10.7.0.1')).toBe(tried);
  });

  it('lets parallel right passwords of one account at one address all in', async () => {
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => pair('staff@example.com', 'staff123', '10.6.0.1')),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(12).fill(200));
  });

  it('limits one address guessing many accounts, except accounts it signed in to before', async () => {
    expect((await pair('nobody@example.com', 'nobody123', '10.2.0.1')).status).toBe(200);
    for (let i = 0; i < 8; i++) expect((await pair(`guess${i}@example.com`, 'x', '10.2.0.1')).status).toBe(401);
    const blocked = await pair('admin@example.com', 'admin123', '10.2.0.1');
    expect(blocked).toMatchObject(tooMany(15));
    // A colleague behind the same address who signed in from it before still gets in.
    expect((await pair('nobody@example.com', 'nobody123', '10.2.0.1')).status).toBe(200);
    expect((await pair('admin@example.com', 'admin123', '10.2.0.2')).status).toBe(200);
  });

  it('limits one account guessed from many addresses, except from addresses it signed in from', async () => {
    expect((await pair('nobody@example.com', 'nobody123', '10.4.0.1')).status).toBe(200);
    for (let i = 0; i < 12; i++) expect((await pair('nobody@example.com', 'x', `10.4.1.${i}`)).status).toBe(401);
    expect(await pair('nobody@example.com', 'nobody123', '10.4.2.1')).toMatchObject(tooMany(15));
    expect((await pair('nobody@example.com', 'nobody123', '10.4.0.1')).status).toBe(200);
  });

  it("forgets an account's failures at an address after a successful login there", async () => {
    for (let i = 0; i < 4; i++) await pair('nobody@example.com', 'wrong', '10.3.0.1');
    expect((await pair('nobody@example.com', 'nobody123', '10.3.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await pair('nobody@example.com', 'wrong', '10.3.0.1')).status).toBe(401);
  });

  it('counts the address the trusted proxy saw, whatever the client writes in X-Forwarded-For', async () => {
    // Through the proxy: the left-most entries are the client's own; the proxy appended the real one.
    for (let i = 0; i < 5; i++)
      expect((await pair('staff@example.com', 'x', PROXY, `198.51.100.${i}, 203.0.113.7`)).status).toBe(401);
    expect(await pair('staff@example.com', 'staff123', PROXY, '198.51.100.77, 203.0.113.7')).toMatchObject(tooMany(1));
    // A client that is not the proxy cannot name a victim's address to lock it out…
    for (let i = 0; i < 5; i++)
      expect((await pair('admin@example.com', 'x', '192.0.2.66', '203.0.113.50')).status).toBe(401);
    expect((await pair('admin@example.com', 'admin123', PROXY, '203.0.113.50')).status).toBe(200);
    // …nor escape its own count by changing the header.
    expect(await pair('admin@example.com', 'admin123', '192.0.2.66', '203.0.113.51')).toMatchObject(tooMany(1));
  });
});
