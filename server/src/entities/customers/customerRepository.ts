import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { qualified } from '../../db/qualified';
import { addresses, customers, floors, memberships, rooms, sites, tenants } from '../../db/schema';
import { mediaUrl } from '../../media/mediaUrl';

export interface CustomerSummary {
  id: number;
  name: string;
  logo: string | null;
}

const summaryColumns = { id: customers.id, name: customers.name, logoMediaId: customers.logoMediaId };

const toSummary = (row: { id: number; name: string; logoMediaId: string | null }): CustomerSummary => ({
  id: row.id,
  name: row.name,
  logo: mediaUrl(row.logoMediaId),
});

export async function getCustomerSummary(db: Database, id: number): Promise<CustomerSummary | null> {
  const [row] = await db.select(summaryColumns).from(customers).where(eq(customers.id, id));
  return row ? toSummary(row) : null;
}

const countWhere = (
  table: typeof sites | typeof addresses | typeof floors | typeof rooms | typeof tenants,
  id: number,
) => sql<number>`(select count(*)::int from ${table} where ${qualified(table.customerId)} = ${id})`;

/** Counts for the customer card (requirements §2.5); users = members of the customer. */
export async function customerStats(db: Database, id: number) {
  const [row] = await db
    .select({
      site_count: countWhere(sites, id),
      address_count: countWhere(addresses, id),
      floor_count: countWhere(floors, id),
      room_count: countWhere(rooms, id),
      tenant_count: countWhere(tenants, id),
      user_count: sql<number>`(select count(*)::int from ${memberships} where ${qualified(memberships.customerId)} = ${id})`,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row ?? null;
}
