/** @jest-environment ./test/support/serverEnvironment.ts */
import { asc, eq, sql } from 'drizzle-orm';
import { Bindings, SHAPES_KEPT, builtOnce } from '../../../server/src/db/builtOnce';
import type { DatabaseHandle, Queryable } from '../../../server/src/db/database';
import { customers, sites } from '../../../server/src/db/schema';
import { openSeededTestDatabase } from '../../support/serverDatabase';

describe('builtOnce', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeededTestDatabase();
  });
  afterAll(() => handle.close());

  /** The names of a customer's sites through a statement of `shape`, counting how often it was built. */
  function sitesOf(shape: string | null, builds: { count: number }) {
    return async (customerId: number) => {
      const bound = new Bindings();
      const where = eq(sites.customerId, bound.bind('customer', customerId, sites.customerId));
      const rows = (await builtOnce(handle.db, shape, bound, () => {
        builds.count += 1;
        return handle.db.select({ name: sites.name }).from(sites).where(where).orderBy(asc(sites.id));
      })) as { name: string }[];
      return rows.map((row) => row.name);
    };
  }

  it("builds a shape's statement once, and runs it with each call's values", async () => {
    const all = await handle.db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id));
    const expected = await Promise.all(
      all.map(async ({ id }) =>
        (
          await handle.db
            .select({ name: sites.name })
            .from(sites)
            .where(eq(sites.customerId, id))
            .orderBy(asc(sites.id))
        ).map((row) => row.name),
      ),
    );
    expect(new Set(expected.map((names) => names.join())).size).toBeGreaterThan(1);
    const builds = { count: 0 };
    const read = sitesOf('sites of a customer', builds);
    for (let round = 0; round < 2; round += 1)
      expect(await Promise.all(all.map(({ id }) => read(id)))).toEqual(expected);
    expect(builds.count).toBe(1);

    const unshaped = { count: 0 };
    await sitesOf(null, unshaped)(all[0].id);
    await sitesOf(null, unshaped)(all[0].id);
    expect(unshaped.count).toBe(2);
  });

  it('gives the rows drizzle gives: dates, values mapped by mapWith, nulls, joined objects, missing ones', async () => {
    const siteFields = {
      id: sites.id,
      createdAt: sites.createdAt,
      nameLength: sql`length(${sites.name})`.mapWith(Number),
      upper: sql<string>`upper(${sites.name})`.as('upper'),
      nothing: sql<string | null>`null::text`,
    };
    const flat = () => handle.db.select(siteFields).from(sites).orderBy(asc(sites.id));
    const build = () =>
      handle.db
        .select({ ...siteFields, customer: { id: customers.id, name: customers.name } })
        .from(sites)
        .innerJoin(customers, eq(customers.id, sites.customerId))
        .orderBy(asc(sites.id));
    const rows = (await builtOnce(handle.db, 'flat site rows', new Bindings(), flat)) as Record<string, unknown>[];
    expect(rows).toEqual(await flat());
    expect(rows[0].createdAt).toBeInstanceOf(Date);
    expect(typeof rows[0].nameLength).toBe('number');
    expect(await builtOnce(handle.db, 'nested site rows', new Bindings(), build)).toEqual(await build());
    // An outer-joined table with no row gives a null object, as drizzle gives it.
    const missing = () =>
      handle.db
        .select({ id: sites.id, customer: { id: customers.id, name: customers.name } })
        .from(sites)
        .leftJoin(customers, sql`false`)
        .orderBy(asc(sites.id));
    const unmatched = (await builtOnce(handle.db, 'unmatched site rows', new Bindings(), missing)) as unknown[];
    expect(unmatched).toEqual(await missing());
    expect(unmatched[0]).toEqual({ id: expect.any(Number), customer: null });
  });

  it('refuses a value written into a statement, which would serve every later call', async () => {
    const bound = new Bindings();
    const build = () => handle.db.select({ id: sites.id }).from(sites).where(eq(sites.customerId, 1));
    await expect(builtOnce(handle.db, 'sites of customer 1', bound, build)).rejects.toThrow(
      'sites of customer 1: a value was written into a statement built once',
    );
    // Built anew on each call, the same statement may carry its values.
    await expect(builtOnce(handle.db, null, bound, build)).resolves.toBeInstanceOf(Array);
  });

  it("runs a transaction's calls on the transaction's connection, with the statement built once", async () => {
    const [site] = await handle.db.select({ id: sites.id, customerId: sites.customerId }).from(sites).limit(1);
    const builds = { count: 0 };
    const namesOf = (db: Queryable) => {
      const bound = new Bindings();
      const where = eq(sites.customerId, bound.bind('customer', site.customerId, sites.customerId));
      return builtOnce(db, 'sites, in and out of a transaction', bound, () => {
        builds.count += 1;
        return db.select({ name: sites.name }).from(sites).where(where).orderBy(asc(sites.id));
      }) as Promise<{ name: string }[]>;
    };
    const before = await namesOf(handle.db);
    const rolledBack = new Error('rolled back');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(sites).set({ name: 'Renamed, not committed' }).where(eq(sites.id, site.id));
        // Only the transaction's own connection sees the change.
        expect((await namesOf(tx)).map((row) => row.name)).toContain('Renamed, not committed');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await namesOf(handle.db)).toEqual(before);
    expect(builds.count).toBe(1);
  });

  it('binds a name again only to the same value', () => {
    const bound = new Bindings();
    bound.bind('customer', 4, sites.customerId);
    bound.bind('customer', 4, sites.customerId);
    expect(() => bound.bind('customer', 5, sites.customerId)).toThrow('customer is bound to another value');
    expect(bound.values).toEqual({ customer: 4 });
  });

  it(`keeps the last ${SHAPES_KEPT} shapes, building an older one again`, async () => {
    const [{ id }] = await handle.db.select({ id: customers.id }).from(customers).limit(1);
    const builds = { count: 0 };
    for (let n = 0; n <= SHAPES_KEPT; n += 1) await sitesOf(`shape ${n}`, builds)(id);
    expect(builds.count).toBe(SHAPES_KEPT + 1);
    await sitesOf(`shape ${SHAPES_KEPT}`, builds)(id);
    expect(builds.count).toBe(SHAPES_KEPT + 1);
    await sitesOf('shape 0', builds)(id);
    expect(builds.count).toBe(SHAPES_KEPT + 2);
  });
});
