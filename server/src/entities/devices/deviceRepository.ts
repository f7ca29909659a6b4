import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mikrotikDevices, sites } from '../../db/schema';
import {
  credentialColumnsOf,
  deviceColumnsOf,
  isConfigured,
  type CredentialKind,
  type DeviceRow,
} from './deviceFields';
import type { CheckedDevice, CredentialsChange } from './deviceRules';
import { encryptSecret } from '../../mikrotik/secrets';

/** All devices (optionally of one site), oldest first. */
export async function listDevices(db: Database, siteId?: number): Promise<DeviceRow[]> {
  const query = db.select().from(mikrotikDevices);
  return (siteId === undefined ? query : query.where(eq(mikrotikDevices.siteId, siteId))).orderBy(
    asc(mikrotikDevices.id),
  );
}

export async function findDevice(db: Database, id: number): Promise<DeviceRow | null> {
  const [row] = await db.select().from(mikrotikDevices).where(eq(mikrotikDevices.id, id));
  return row ?? null;
}

export async function siteExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, id));
  return Boolean(row);
}

/** Column values of a credentials change; the password is encrypted here and nowhere else. */
function credentialColumns(kind: CredentialKind, change: CredentialsChange, key: () => Buffer): Partial<DeviceRow> {
  const columns = credentialColumnsOf(kind);
  if (change.kind === 'keep') return {};
  if (change.kind === 'remove')
    return { [columns.username]: null, [columns.password]: null, [columns.enabled]: true, [columns.description]: null };
  const set: Partial<DeviceRow> = {
    [columns.username]: change.username,
    [columns.enabled]: change.enabled,
    [columns.description]: change.description,
  };
  if (change.password !== undefined) Object.assign(set, { [columns.password]: encryptSecret(change.password, key()) });
  return set;
}

function columnsOf(checked: CheckedDevice, key: () => Buffer): Partial<DeviceRow> {
  return {
    ...deviceColumnsOf(checked.values),
    ...credentialColumns('login', checked.credentials.login, key),
    ...credentialColumns('ssh', checked.credentials.ssh, key),
  };
}

export async function insertDevice(db: Database, checked: CheckedDevice, key: () => Buffer): Promise<DeviceRow> {
  const [row] = await db
    .insert(mikrotikDevices)
    .values({ ...columnsOf(checked, key), isNewDevice: false })
    .returning();
  return row;
}

/** Updates a device; a new device that now has a site, an address and login credentials stops being new. */
export async function updateDevice(
  db: Database,
  existing: DeviceRow,
  checked: CheckedDevice,
  key: () => Buffer,
): Promise<DeviceRow> {
  const set: Partial<DeviceRow> = { ...columnsOf(checked, key), modifiedAt: new Date() };
  if (existing.isNewDevice && isConfigured({ ...existing, ...set })) set.isNewDevice = false;
  const [row] = await db.update(mikrotikDevices).set(set).where(eq(mikrotikDevices.id, existing.id)).returning();
  return row;
}

/** Deletes a device; its DHCP pools, servers and leases go with it (ON DELETE CASCADE, one transaction). */
export async function deleteDevice(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(mikrotikDevices)
      .where(eq(mikrotikDevices.id, id))
      .returning({ id: mikrotikDevices.id });
    return deleted.length > 0;
  });
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
