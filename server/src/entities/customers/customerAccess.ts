import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customers, memberships } from '../../db/schema';
import type { AuthUser } from '../users/userRepository';

/** True when the user may work inside the customer: a membership, or any existing customer for superusers. */
export async function hasCustomerAccess(db: Database, user: AuthUser, customerId: number): Promise<boolean> {
  if (user.isSuperuser) {
    const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: memberships.customerId })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.customerId, customerId)));
  return Boolean(row);
}
