import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { mikrotikDevices, sites } from '../../db/schema';
import type { DeviceRow } from '../../db/schema';

export async function findDevice(db: Database, id: number): Promise<DeviceRow | null> {
  const [row] = await db.select().from(mikrotikDevices).where(eq(mikrotikDevices.id, id));
  return row ?? null;
}

export async function siteNameOf(db: Queryable, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, id));
  return row?.name ?? null;
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
