import { SQL, and, eq, is, sql, type AnyColumn } from 'drizzle-orm';

/**
 * The condition of a join along a reference between two rows of one customer: the referenced id,
 * and the customer columns equal. The rows always share the customer; saying so lets PostgreSQL
 * carry the list's customer filter over to the joined table (its customer index) instead of
 * hashing the whole table — a customer-wide list ordered by a joined name reads half as much.
 *
 * @example query.innerJoin(floors, customerRef(floors, rooms.floorId, rooms.customerId))
 */
export function customerRef(
  target: { id: AnyColumn; customerId: AnyColumn },
  reference: AnyColumn,
  customer: AnyColumn,
): SQL {
  return and(eq(target.id, reference), eq(target.customerId, customer)) as SQL;
}

const ownTableOrderings = new WeakSet<SQL>();

/**
 * Declares an ordering expression that reads only the entity's own table (through its own
 * subqueries), so a page is found on the base table without the joins — ordering rooms by today's
 * tenant must not join floors and addresses for each room of the customer. Every column in it must
 * be qualified() (db/qualified.ts): the page query selects from one table, where drizzle leaves
 * columns bare and a subquery would rebind them.
 *
 * @example orderable: { current_tenant_name: ownTableOrdering(currentTenant(tenants.name)) }
 */
export function ownTableOrdering(expression: SQL): SQL {
  const marked = sql`${expression}`;
  ownTableOrderings.add(marked);
  return marked;
}

export const isOwnTableOrdering = (ordering: AnyColumn | SQL): boolean =>
  is(ordering, SQL) && ownTableOrderings.has(ordering);
