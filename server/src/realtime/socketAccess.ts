import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers, memberships, users } from '../db/schema';

/** What the database says now of a signed-in socket's user. */
export interface CurrentAccess {
  isSuperuser: boolean;
  sessionVersion: number;
  /** the customers they may see: their memberships, every customer for a superuser */
  customerIds: Set<number>;
}

/**
 * The current access of each of these users; a deactivated or deleted user is missing. Three
 * statements however many sockets are open: the hub asks on every access change.
 */
export async function currentAccessOf(db: Database, userIds: number[]): Promise<Map<number, CurrentAccess>> {
  const found = new Map<number, CurrentAccess>();
  if (userIds.length === 0) return found;
  // One array parameter, not one placeholder per id: one statement shape for any number of users.
  const ids = sql`(${sql.param(userIds)})::int[]`;
  const rows = await db
    .select({ id: users.id, isSuperuser: users.isSuperuser, sessionVersion: users.sessionVersion })
    .from(users)
    .where(and(sql`${users.id} = any(${ids})`, eq(users.isActive, true)));
  if (rows.length === 0) return found;
  const members = await db
    .select({ userId: memberships.userId, customerId: memberships.customerId })
    .from(memberships)
    .where(sql`${memberships.userId} = any(${ids})`);
  const everyCustomer = rows.some((row) => row.isSuperuser)
    ? (await db.select({ id: customers.id }).from(customers)).map((row) => row.id)
    : [];
  for (const row of rows)
    found.set(row.id, {
      isSuperuser: row.isSuperuser,
      sessionVersion: row.sessionVersion,
      customerIds: new Set(row.isSuperuser ? everyCustomer : []),
    });
  for (const { userId, customerId } of members) found.get(userId)?.customerIds.add(customerId);
  return found;
}
