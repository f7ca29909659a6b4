/** @jest-environment ./test/support/serverEnvironment.ts */
import { SQL, asc, eq, is, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { changeRecords, customers, users } from '../../../server/src/db/schema';
import { renderedOnce } from '../../../server/src/db/renderedOnce';
import { crmEntities } from '../../../server/src/entities/crmEntities';
import type { EntityDef } from '../../../server/src/entities/kit/entityDef';
import { canDeleteSql } from '../../../server/src/entities/kit/rowQueries';
import { openSeededTestDatabase } from '../../support/serverDatabase';

/** Every SQL fragment of a (nested) selection. */
function fragments(fields: Record<string, unknown>): SQL[] {
  return Object.values(fields).flatMap((field) =>
    is(field, SQL)
      ? [field]
      : typeof field === 'object' && field !== null && Object.getPrototypeOf(field) === Object.prototype
        ? fragments(field as Record<string, unknown>)
        : [],
  );
}

/**
 * An entity's selection with its SQL rendered once reads the same rows as drizzle rendering it on
 * every call: values, their types (dates, numbers, booleans) and the fields of a left join that found nothing.
 */
describe('renderedOnce', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    // The demo has no change records: one by a user and one whose user is gone (a null left join).
    const [customer] = await handle.db.select({ id: customers.id }).from(customers).limit(1);
    const [user] = await handle.db.select({ id: users.id }).from(users).limit(1);
    const change = {
      customerId: customer.id,
      objectType: 'site',
      objectId: 1,
      action: 'update' as const,
      after: { name: 'A' },
    };
    await handle.db.insert(changeRecords).values([
      { ...change, userId: user.id },
      { ...change, userId: null },
    ]);
  });
  afterAll(() => handle.close());

  const rowsOf = (def: EntityDef, fields: Record<string, unknown>) => {
    const query = handle.db
      .select(fields as Parameters<typeof handle.db.select>[0])
      .from(def.table)
      .$dynamic();
    return (def.joins ? (def.joins(query) as typeof query) : query).orderBy(asc(def.idColumn)).limit(200);
  };

  it.each(crmEntities.map((def) => [def.type, def] as const))('reads %s rows as drizzle does', async (_, def) => {
    const fields = { ...def.fields, can_delete: canDeleteSql(def) };
    const rendered = renderedOnce(fields);
    // Each fragment without parameters is now one piece of text.
    for (const fragment of fragments(rendered)) expect(fragment.queryChunks.length).toBe(1);
    const [expected, actual] = [await rowsOf(def, fields), await rowsOf(def, rendered)];
    expect(actual).toEqual(expected);
  });

  it('seeds every entity, so the comparison reads rows', async () => {
    const empty: string[] = [];
    for (const def of crmEntities) if ((await rowsOf(def, { id: def.idColumn })).length === 0) empty.push(def.type);
    expect(empty).toEqual([]);
  });

  it('keeps a left-joined nested object null when its join finds nothing, as drizzle does by its columns', async () => {
    const fields = { id: changeRecords.id, user: { id: users.id, email: sql<string>`${users.email}` } };
    const read = (selection: typeof fields) =>
      handle.db
        .select(selection)
        .from(changeRecords)
        .leftJoin(users, eq(users.id, changeRecords.userId))
        .orderBy(asc(changeRecords.id));
    const rows = await read(renderedOnce(fields));
    expect(rows).toEqual(await read(fields));
    expect(rows.map((row) => row.user === null)).toEqual([false, true]);
  });

  it('reads a rendered fragment with its decoder', async () => {
    const fields = renderedOnce({ count: sql`'41'::text`.mapWith((value) => Number(value) + 1) });
    const [row] = await handle.db.select(fields).from(customers).limit(1);
    expect(row).toEqual({ count: 42 });
  });

  it('keeps a fragment with parameters as it is', () => {
    const withParameter = sql<boolean>`${'x'} = 'x'`;
    expect(renderedOnce({ flag: withParameter }).flag).toBe(withParameter);
  });
});
