/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle, type Queryable } from '../../../server/src/db/database';
import { PREPARED_STATEMENTS_PER_CONNECTION } from '../../../server/src/db/preparedStatements';
import { outlets, sites } from '../../../server/src/db/schema';
import { listRows } from '../../../server/src/entities/kit/rowQueries';
import { outletEntity } from '../../../server/src/entities/outlets/outletEntity';
import { search } from '../../../server/src/search/searchEngine';
import { openSeededTestDatabase } from '../../support/serverDatabase';

const onPglite = process.env.TEST_DATABASE_URL ? it.skip : it;

/**
 * Statements with parameters run as named prepared statements, on PGlite and on PostgreSQL
 * (`npm run test:pg`): same answers, errors and recovery as unnamed ones; a list's pattern match stays unnamed.
 */
describe('prepared statements', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeededTestDatabase();
  });
  afterAll(() => handle.close());

  /** The texts prepared on the connection `run` uses: PostgreSQL's pool gives a transaction one connection. */
  async function preparedAround(run: (db: Queryable) => Promise<unknown>): Promise<string[]> {
    const list = async (db: Queryable) =>
      rowsOf<{ statement: string }>(
        await db.execute(sql`select statement from pg_prepared_statements order by prepare_time`),
      ).map((row) => row.statement);
    if (handle.kind === 'pglite') {
      await run(handle.db);
      return list(handle.db);
    }
    return handle.db.transaction(async (tx) => {
      await run(tx);
      return list(tx);
    });
  }

  it('answers a prepared select as an unprepared one does, in both row shapes', async () => {
    const [site] = await handle.db.select().from(sites).limit(1);
    const typed = sql`select ${site.id}::int as id, ${'x'}::text as text, now()::timestamptz as at, '{"a":[1,2]}'::jsonb as doc,
      array[1, 2]::int[] as ints, 1.5::numeric as amount, null::text as nothing`;
    const unprepared = sql`select ${site.id}::int as id, 'x'::text as text, now()::timestamptz as at, '{"a":[1,2]}'::jsonb as doc,
      array[1, 2]::int[] as ints, 1.5::numeric as amount, null::text as nothing where 'a' ilike 'a'`;
    for (let i = 0; i < 3; i++) {
      const [prepared] = (await handle.db.execute(typed)).rows as Record<string, unknown>[];
      const [plain] = (await handle.db.execute(unprepared)).rows as Record<string, unknown>[];
      expect({ ...prepared, at: typeof prepared.at }).toEqual({ ...plain, at: typeof plain.at });
      expect(prepared).toMatchObject({ id: site.id, text: 'x', doc: { a: [1, 2] }, ints: [1, 2], nothing: null });
    }
    const rows = await handle.db.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.id, site.id));
    expect(rows).toEqual([{ id: site.id, name: site.name }]);
  });

  it("prepares statements with parameters, not a list search box's pattern match (ILIKE)", async () => {
    const statements = await preparedAround(async (db) => {
      await db.select({ id: sites.id }).from(sites).where(eq(sites.id, -41));
      await db.execute(sql`select id from sites where name ilike ${'%-42%'}`);
    });
    expect(statements.some((text) => text.includes('"sites"."id" = $1'))).toBe(true);
    expect(statements.some((text) => text.includes('ilike'))).toBe(false);
  });

  it('reports a statement failing to prepare or to run with its code and keeps the connection usable', async () => {
    const codeOf = (statement: Promise<unknown>) =>
      statement.then(
        () => null,
        (caught: unknown) => (caught as { cause?: { code?: string } }).cause?.code,
      );
    for (let i = 0; i < 2; i++) {
      expect(await codeOf(handle.db.execute(sql`select ${'not a number'}::int as n`))).toBe('22P02');
      expect(await codeOf(handle.db.execute(sql`select ${1}::int from no_such_table`))).toBe('42P01');
    }
    expect((await handle.db.execute(sql`select ${7}::int as n`)).rows).toEqual([{ n: 7 }]);
  });

  it('rolls a transaction with prepared statements back whole when one of them fails', async () => {
    const [site] = await handle.db.select().from(sites).limit(1);
    const renameThenFail = handle.db.transaction(async (tx) => {
      await tx.update(sites).set({ name: 'Renamed, then rolled back' }).where(eq(sites.id, site.id));
      await tx.execute(sql`select ${'not a number'}::int`);
    });
    await expect(renameThenFail).rejects.toThrow();
    const [after] = await handle.db.select({ name: sites.name }).from(sites).where(eq(sites.id, site.id));
    expect(after.name).toBe(site.name);
    if (handle.kind === 'pglite') {
      // PostgreSQL's pool names every connection's statements; PGlite's transactions have a query of their own.
      const statements = await preparedAround(async () => undefined);
      expect(statements.some((text) => text.startsWith('update "sites"'))).toBe(true);
    }
  });

  onPglite('delivers notifications that arrive with a prepared statement (one session for both)', async () => {
    if (handle.kind !== 'pglite') throw new Error('expected the embedded database');
    const payloads: string[] = [];
    const unlisten = await handle.client.listen('prepared_test', (payload) => payloads.push(payload));
    await handle.db.execute(sql`select pg_notify(${'prepared_test'}, ${'hello'})`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await unlisten();
    expect(payloads).toEqual(['hello']);
  });

  /** 15,000 more outlets (as many as the large data set's biggest customer has) and fresh statistics. */
  async function growOneCustomer(label: string): Promise<number> {
    const [outlet] = await handle.db.select().from(outlets).limit(1);
    await handle.db.execute(sql`insert into outlets (customer_id, site_id, address_id, floor_id, room_id, label)
      select ${outlet.customerId}::int, ${outlet.siteId}::int, ${outlet.addressId}::int, ${outlet.floorId}::int, ${outlet.roomId}::int, ${label} || ' ' || i
      from generate_series(1, 15000) i`);
    await handle.db.execute(sql`analyze outlets`);
    return outlet.customerId;
  }

  /** Makes the calls on one connection; then the plan counts of its prepared statements whose text has `part`. */
  async function plansOf(calls: (db: Queryable) => Promise<void>, part: string) {
    const run = async (db: Queryable) => {
      await calls(db);
      return rowsOf<{ statement: string; generic_plans: number; custom_plans: number }>(
        await db.execute(sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`),
      ).filter((row) => row.statement.includes(part));
    };
    return handle.kind === 'pglite' ? run(handle.db) : handle.db.transaction(run);
  }

  it('plans a list page once: after a few calls its statement runs a generic plan, whatever the page', async () => {
    // Were the page size a parameter, PostgreSQL would price a page at a tenth of the customer's
    // outlets and plan every call afresh.
    const customerId = await growOneCustomer('Bulk');
    const scope = { customerId, siteId: null, userId: 0 };
    const page = (n: number) => ({
      page: n,
      pageSize: 25,
      orderKey: 'label',
      descending: false,
      search: null,
      filters: {},
    });
    const plans = await plansOf(async (db) => {
      for (let n = 1; n <= 12; n++) await listRows(db, outletEntity, scope, page(n + 1));
    }, '"page"');
    expect(plans).toHaveLength(1);
    // Five custom plans, then a generic plan that fits a page of 25 serves the rest.
    expect(plans[0]).toMatchObject({ custom_plans: 5, generic_plans: 7 });
  });

  it('plans a quick search once: its statement runs one generic plan, whatever the word', async () => {
    const customerId = await growOneCustomer('Patch');
    // One word of three or more characters each: the same statement, words that match many rows, few or none.
    const words = ['patch', '1234', '999', 'qqq', 'atc', '500', 'pat', '777', 'room', 'xyz', '100', 'ground'];
    const plans = await plansOf(async (db) => {
      for (const word of words) await search(db, [customerId], word);
    }, '"wireless_networks"'); // the first pass, over every kind
    expect(plans).toHaveLength(1);
    // Planned once, through the search indexes, and that plan served every word.
    expect(plans[0]).toMatchObject({ custom_plans: 0, generic_plans: words.length });
  });

  it('keeps at most its limit of statements prepared and still runs the ones it let go', async () => {
    const shapes = PREPARED_STATEMENTS_PER_CONNECTION + 5;
    const statements = await preparedAround(async (db) => {
      for (let i = 0; i < shapes; i++) await db.execute(sql`select ${i}::int + ${sql.raw(String(i))} as n`);
    });
    expect(statements.length).toBeLessThanOrEqual(PREPARED_STATEMENTS_PER_CONNECTION);
    expect((await handle.db.execute(sql`select ${0}::int + ${sql.raw('0')} as n`)).rows).toEqual([{ n: 0 }]);
  });
});
