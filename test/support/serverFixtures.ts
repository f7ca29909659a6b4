import { eq } from 'drizzle-orm';
import type { Database } from '../../server/src/db/database';
import { addresses, customers, sites, users } from '../../server/src/db/schema';

/** Ids of demo rows by name, so tests do not hard-code serial ids. */
export async function customerIdByName(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, name));
  if (!row) throw new Error(`no demo customer named ${name}`);
  return row.id;
}

export async function userIdByEmail(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row.id;
}

/** The first demo site of a customer (by id) and one that has no addresses, created on demand. */
export async function sitesOf(db: Database, customerId: number) {
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.customerId, customerId))
    .orderBy(sites.id);
}

/** Inserts an empty site (nothing depends on it, so it can be deleted). */
export async function insertEmptySite(db: Database, customerId: number, name = 'Empty test site'): Promise<number> {
  const [row] = await db.insert(sites).values({ customerId, name }).returning({ id: sites.id });
  return row.id;
}

/** Inserts an address in a site, making the site undeletable. */
export async function insertAddress(db: Database, customerId: number, siteId: number): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ customerId, siteId, street: 'Testveien', houseNumber: '1' })
    .returning({ id: addresses.id });
  return row.id;
}

/** The demo customers of the tests: Nordlys (staff's one customer) and another one staff cannot see. */
export const NORDLYS = 'Nordlys Eiendom AS';
export const FJORDGARDEN = 'Fjordgården Boligutleie AS';
