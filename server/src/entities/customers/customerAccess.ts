import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { customers, memberships, sites } from '../../db/schema';
import type { AuthUser } from '../users/userRepository';

/** True when the user may work inside the customer: a membership, or any existing customer for superusers. */
export async function hasCustomerAccess(
  db: Queryable,
  user: Pick<AuthUser, 'id' | 'isSuperuser'>,
  customerId: number,
): Promise<boolean> {
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

/** Every customer the user may work inside: their memberships, or all customers for superusers. */
export async function customerIdsOf(db: Queryable, user: Pick<AuthUser, 'id' | 'isSuperuser'>): Promise<number[]> {
  const rows = user.isSuperuser
    ? await db.select({ id: customers.id }).from(customers)
    : await db.select({ id: memberships.customerId }).from(memberships).where(eq(memberships.userId, user.id));
  return rows.map((row) => row.id);
}

/** True when the site belongs to the customer. */
export async function siteInCustomer(db: Queryable, customerId: number, siteId: number): Promise<boolean> {
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.customerId, customerId)));
  return Boolean(site);
}

/** The customer a site belongs to, or null when there is no such site. */
export async function customerOfSite(db: Queryable, siteId: number): Promise<number | null> {
  const [site] = await db.select({ customerId: sites.customerId }).from(sites).where(eq(sites.id, siteId));
  return site?.customerId ?? null;
}
