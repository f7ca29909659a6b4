import { SQL, is, sql, type AnyColumn } from 'drizzle-orm';

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
