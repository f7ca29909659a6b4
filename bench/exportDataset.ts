import fs from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { customers, rooms } from '../server/src/db/schema';
import { openPglite, pgliteDir } from '../server/src/db/pglite';
import { largeCustomers } from '../server/seed/large/largeNames';

/** The customer that holds every room of the export data set. */
export const EXPORT_CUSTOMER = largeCustomers[0];

/**
 * A copy of the large data set in which one customer holds all 100,000 rooms (the seed spreads them
 * over 20 customers, 5,000 each, and an export is one customer's): the largest single CSV export,
 * made once under `exportDir` (marker file). Rooms keep their sites, floors and addresses; only the
 * owning customer moves, which is all a customer-wide export reads.
 */
export async function ensureOneCustomerCopy(largeDir: string, exportDir: string): Promise<void> {
  const marker = path.join(exportDir, 'export-copy-complete');
  if (fs.existsSync(marker)) return;
  console.log(`Copying ${largeDir} to ${exportDir} and giving ${EXPORT_CUSTOMER} every room (once)…`);
  fs.rmSync(exportDir, { recursive: true, force: true });
  fs.cpSync(largeDir, exportDir, { recursive: true });
  const handle = await openPglite({ dir: pgliteDir(exportDir) });
  try {
    const large = await handle.db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(inArray(customers.name, [...largeCustomers]));
    const owner = large.find((customer) => customer.name === EXPORT_CUSTOMER);
    if (!owner) throw new Error(`${EXPORT_CUSTOMER} is missing from ${largeDir}`);
    const ids = large.map((customer) => customer.id);
    await handle.db.update(rooms).set({ customerId: owner.id }).where(inArray(rooms.customerId, ids));
    await handle.db.execute(sql`vacuum analyze rooms`);
  } finally {
    await handle.close();
  }
  fs.writeFileSync(marker, new Date().toISOString());
}
