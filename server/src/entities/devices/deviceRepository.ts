import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { customers, mikrotikDevices, sites } from '../../db/schema';
import type { DeviceRow } from '../../db/schema';
import type { DevicePlace } from './deviceFields';

export async function findDevice(db: Database, id: number): Promise<DeviceRow | null> {
  const [row] = await db.select().from(mikrotikDevices).where(eq(mikrotikDevices.id, id));
  return row ?? null;
}

/** A router's site name and that site's customer (id and name); nulls for a router without a site. */
export async function placeOf(db: Queryable, siteId: number | null): Promise<DevicePlace> {
  const none: DevicePlace = { siteName: null, customerId: null, customerName: null };
  if (siteId === null) return none;
  const [row] = await db
    .select({ siteName: sites.name, customerId: customers.id, customerName: customers.name })
    .from(sites)
    .innerJoin(customers, eq(customers.id, sites.customerId))
    .where(eq(sites.id, siteId));
  return row ?? none;
}

export async function siteExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, id));
  return Boolean(row);
}

/**
 * A router announcing itself: creates a new device, or refreshes the announced facts of the
 * device with that unique_id (idempotent). Returns the row and whether it was created.
 */
export async function registerDevice(
  db: Database,
  announced: { uniqueId: string; systemIdentity: string; ipAddress: string | null },
): Promise<{ row: DeviceRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(mikrotikDevices)
      .where(eq(mikrotikDevices.uniqueId, announced.uniqueId))
      .for('update');
    if (existing) {
      const set: Partial<DeviceRow> = { systemIdentity: announced.systemIdentity, modifiedAt: new Date() };
      // A configured address is the superuser's choice; the announced one only fills a gap.
      if (announced.ipAddress && !existing.ipAddress && !existing.hostname) set.ipAddress = announced.ipAddress;
      const [row] = await tx.update(mikrotikDevices).set(set).where(eq(mikrotikDevices.id, existing.id)).returning();
      return { row, created: false };
    }
    const [row] = await tx
      .insert(mikrotikDevices)
      .values({
        uniqueId: announced.uniqueId,
        systemIdentity: announced.systemIdentity,
        ipAddress: announced.ipAddress,
        isNewDevice: true,
        enabled: true,
      })
      .returning();
    return { row, created: true };
  });
}
