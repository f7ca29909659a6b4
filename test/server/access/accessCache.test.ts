import { and, eq, sql } from 'drizzle-orm';
import { AccessCache } from '../../../server/src/access/accessCache';
import { customers, memberships, sites, users } from '../../../server/src/db/schema';
import * as customerAccess from '../../../server/src/access/customerAccess';
import type { UserAccess } from '../../../server/src/access/customerAccess';
import { startTestServer, type Reply, type TestServer } from '../../support/serverHarness';
import { FJORDGARDEN, NORDLYS, customerIdByName, insertEmptySite, userIdByEmail } from '../../support/serverFixtures';

const answer = (id: number): UserAccess => ({
  user: { id, email: `u${id}@example.com`, isSuperuser: false },
  place: { customerId: 1 },
  customerAllowed: true,
  siteInCustomer: false,
  sessionVersion: 0,
});

describe('the access cache', () => {
  let listening = true;
  let now = 0;
  let loads = 0;
  const load = async () => {
    loads += 1;
    return answer(7);
  };
  const cache = () => new AccessCache({ listening: () => listening, now: () => now, maxAgeMs: 1000, kept: 3 });
  beforeEach(() => {
    listening = true;
    now = 0;
    loads = 0;
  });

  it('answers the same user in the same place from what it kept, and any other place from the database', async () => {
    const access = cache();
    await access.get(7, { customerId: 1 }, load);
    await access.get(7, { customerId: 1 }, load);
    expect(loads).toBe(1);
    await access.get(7, { customerId: 1, siteId: 2 }, load);
    await access.get(8, { customerId: 1 }, load);
    await access.get(7, {}, load);
    expect(loads).toBe(4);
  });

  it('asks the database again once cleared, and keeps no answer loaded while it was cleared', async () => {
    const access = cache();
    await access.get(7, { customerId: 1 }, load);
    access.clear();
    let release!: () => void;
    const slow = access.get(7, { customerId: 1 }, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return load();
    });
    access.clear(); // a change committed while that answer was read: it may predate the change
    release();
    await slow;
    await access.get(7, { customerId: 1 }, load);
    expect(loads).toBe(3);
  });

  it('asks the database every time while it cannot hear the notices', async () => {
    const access = cache();
    listening = false;
    await access.get(7, { customerId: 1 }, load);
    await access.get(7, { customerId: 1 }, load);
    expect(loads).toBe(2);
    expect(access.size).toBe(0);
  });

  it('trusts an answer for its maximum age only', async () => {
    const access = cache();
    await access.get(7, { customerId: 1 }, load);
    now = 999;
    await access.get(7, { customerId: 1 }, load);
    expect(loads).toBe(1);
    now = 1000;
    await access.get(7, { customerId: 1 }, load);
    expect(loads).toBe(2);
  });

  it('keeps a bounded number of answers', async () => {
    const access = cache();
    for (const customerId of [1, 2, 3, 4, 5]) await access.get(7, { customerId }, load);
    expect(access.size).toBeLessThanOrEqual(3);
  });

  it('hands out answers no caller can change for the next', async () => {
    const access = cache();
    const first = await access.get(7, { customerId: 1 }, load);
    expect(() => {
      (first!.user as { isSuperuser: boolean }).isSuperuser = true;
    }).toThrow(TypeError);
    expect((await access.get(7, { customerId: 1 }, load))?.user.isSuperuser).toBe(false);
  });
});

/**
 * Changes made beside the server (by another instance, a script or psql: here the test's own
 * connection) reach its answers through the database's notices, on both drivers.
 */
describe('access changed beside the server', () => {
  let t: TestServer;
  let nordlys: number;
  let staffId: number;

  beforeAll(async () => {
    t = await startTestServer();
    nordlys = await customerIdByName(t.db, NORDLYS);
    staffId = await userIdByEmail(t.db, 'staff@example.com');
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  const get = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/api/crm/sites/', headers });
  /** Checks until `holds` is true, for at most 5 s; whether it came true. */
  async function until(holds: () => boolean | Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + 5000;
    while (!(await holds())) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return true;
  }
  /** The status the call answers with once it stops answering `before` (still `before` after 5 s). */
  async function statusAfterChange(call: () => Promise<Reply>, before: number): Promise<number> {
    let status = before;
    await until(async () => (status = (await call()).status) !== before);
    return status;
  }

  it('answers a repeated call without reading access again', async () => {
    const headers = await t.headersFor('staff@example.com', nordlys);
    expect((await get(headers)).status).toBe(200);
    const reads = jest.spyOn(customerAccess, 'loadUserAccess');
    for (let i = 0; i < 3; i += 1) expect((await get(headers)).status).toBe(200);
    expect(reads).not.toHaveBeenCalled();
  });

  it('refuses a member removed from the customer, and lets them in again when added back', async () => {
    const headers = await t.headersFor('staff@example.com', nordlys);
    expect((await get(headers)).status).toBe(200);
    await t.db.delete(memberships).where(and(eq(memberships.userId, staffId), eq(memberships.customerId, nordlys)));
    expect(await statusAfterChange(() => get(headers), 200)).toBe(403);
    await t.db.insert(memberships).values({ userId: staffId, customerId: nordlys, role: 'staff' });
    expect(await statusAfterChange(() => get(headers), 403)).toBe(200);
  });

  it('refuses a site moved to another customer', async () => {
    const site = await insertEmptySite(t.db, nordlys, 'Moving site');
    const headers = await t.headersFor('admin@example.com', nordlys, site);
    const inSite = () => t.request({ method: 'GET', url: '/api/crm/addresses/', headers });
    expect((await inSite()).status).toBe(200);
    await t.db
      .update(sites)
      .set({ customerId: await customerIdByName(t.db, FJORDGARDEN) })
      .where(eq(sites.id, site));
    expect(await statusAfterChange(inSite, 200)).toBe(403);
  });

  it("refuses a superuser's calls into a customer that was deleted", async () => {
    const [gone] = await t.db.insert(customers).values({ name: 'Short-lived AS' }).returning({ id: customers.id });
    const headers = await t.headersFor('admin@example.com', gone.id);
    expect((await get(headers)).status).toBe(200);
    await t.db.delete(customers).where(eq(customers.id, gone.id));
    expect(await statusAfterChange(() => get(headers), 200)).toBe(403);
  });

  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres('forgets what it kept once it hears the database again after losing the connection', async () => {
    const headers = await t.headersFor('staff@example.com', nordlys);
    expect((await get(headers)).status).toBe(200);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
    );
    expect(await until(() => !t.app.notices.listening)).toBe(true);
    // Changed while no instance listens: its notice is lost.
    await t.db.delete(memberships).where(and(eq(memberships.userId, staffId), eq(memberships.customerId, nordlys)));
    expect(await until(() => t.app.notices.listening)).toBe(true);
    expect((await get(headers)).status).toBe(403);
    await t.db.insert(memberships).values({ userId: staffId, customerId: nordlys, role: 'staff' });
  });

  it("refuses a deactivated user's unexpired access token", async () => {
    const headers = await t.headersFor('nobody@example.com');
    const me = () => t.request({ method: 'GET', url: '/api/crm/users/me/', headers });
    expect((await me()).status).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'nobody@example.com'));
    expect(await statusAfterChange(me, 200)).toBe(401);
  });
});
