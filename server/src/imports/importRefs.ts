import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { sites } from '../db/schema/sites';
import { addresses, floors, rooms } from '../db/schema/property';
import { tenants } from '../db/schema/tenants';
import { networks } from '../db/schema/networks';
import { speedLimits } from '../db/schema/speedLimits';
import { addressName } from '../db/labels';

/** What a CSV cell may name by its name or id. */
export type RefKind = 'site' | 'address' | 'floor' | 'room' | 'tenant' | 'network' | 'speed_limit';

interface Named {
  id: number;
  name: string;
  /** the object it lies in: a floor's address, a room's floor, a tenant's site */
  parent: number | null;
  siteId: number | null;
}

const label: Record<RefKind, string> = {
  site: 'Site',
  address: 'Address',
  floor: 'Floor',
  room: 'Room',
  tenant: 'Tenant',
  network: 'Network',
  speed_limit: 'Speed limit',
};

const loaders: Record<RefKind, (tx: Queryable, customerId: number) => Promise<Named[]>> = {
  site: (tx, customerId) =>
    tx
      .select({ id: sites.id, name: sites.name, parent: sql<null>`null`, siteId: sites.id })
      .from(sites)
      .where(eq(sites.customerId, customerId)),
  address: (tx, customerId) =>
    tx
      .select({ id: addresses.id, name: addressName, parent: addresses.siteId, siteId: addresses.siteId })
      .from(addresses)
      .where(eq(addresses.customerId, customerId)),
  floor: (tx, customerId) =>
    tx
      .select({ id: floors.id, name: floors.name, parent: floors.addressId, siteId: floors.siteId })
      .from(floors)
      .where(eq(floors.customerId, customerId)),
  room: (tx, customerId) =>
    tx
      .select({ id: rooms.id, name: rooms.name, parent: rooms.floorId, siteId: rooms.siteId })
      .from(rooms)
      .where(eq(rooms.customerId, customerId)),
  tenant: (tx, customerId) =>
    tx
      .select({ id: tenants.id, name: tenants.name, parent: tenants.siteId, siteId: tenants.siteId })
      .from(tenants)
      .where(eq(tenants.customerId, customerId)),
  network: (tx, customerId) =>
    tx
      .select({ id: networks.id, name: networks.name, parent: networks.siteId, siteId: networks.siteId })
      .from(networks)
      .where(eq(networks.customerId, customerId)),
  speed_limit: (tx, customerId) =>
    tx
      .select({ id: speedLimits.id, name: speedLimits.name, parent: sql<null>`null`, siteId: sql<null>`null` })
      .from(speedLimits)
      .where(eq(speedLimits.customerId, customerId)),
};

const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nb');

/** A reference resolved to an id, or the §8-style message of why it could not be. */
export type Resolved = { id: number; siteId: number | null } | { error: string };

/**
 * The named objects of one customer an import may refer to, read once per import: a cell names an
 * object by its name (inside the row's address, floor or site when the row names one) or by its id.
 * Only the customer's own rows are ever loaded, so another customer's object reads as missing.
 */
export class ImportRefs {
  private readonly byKind = new Map<RefKind, { byId: Map<number, Named>; byName: Map<string, Named[]> }>();

  static async load(tx: Queryable, customerId: number, kinds: readonly RefKind[]): Promise<ImportRefs> {
    const refs = new ImportRefs();
    for (const kind of new Set(kinds)) {
      const rows = await loaders[kind](tx, customerId);
      const byName = new Map<string, Named[]>();
      for (const row of rows) byName.set(fold(row.name), [...(byName.get(fold(row.name)) ?? []), row]);
      refs.byKind.set(kind, { byId: new Map(rows.map((row) => [row.id, row])), byName });
    }
    return refs;
  }

  /**
   * Floor "3" of address 7: the name inside the parent (and site) when known, else an id.
   * @example refs.resolve('floor', '3', { parent: addressId }) // { id: 41, siteId: 2 }
   */
  resolve(kind: RefKind, cell: string, within: { parent?: number | null; siteId?: number | null } = {}): Resolved {
    const table = this.byKind.get(kind);
    if (!table) throw new Error(`references to ${kind} were not loaded`);
    const candidates = (table.byName.get(fold(cell)) ?? []).filter(
      (row) =>
        (within.parent == null || row.parent === within.parent) &&
        (within.siteId == null || row.siteId == null || row.siteId === within.siteId),
    );
    if (candidates.length === 1) return { id: candidates[0].id, siteId: candidates[0].siteId };
    if (candidates.length > 1)
      return { error: `${candidates.length} ${label[kind].toLowerCase()}s are named "${cell}": give the id instead` };
    if (/^\d+$/.test(cell)) {
      const byId = table.byId.get(Number(cell));
      if (byId && (within.parent == null || byId.parent === within.parent)) return { id: byId.id, siteId: byId.siteId };
      if (!byId && within.parent == null) return { error: `${label[kind]} ${cell} does not exist in this customer` };
    }
    const where = within.parent != null ? this.nameOf(parentKind[kind], within.parent) : null;
    return {
      error: where
        ? `${label[kind]} "${cell}" does not exist at ${where}`
        : `${label[kind]} "${cell}" does not exist in this customer`,
    };
  }

  private nameOf(kind: RefKind | null, id: number): string | null {
    if (!kind) return null;
    const row = this.byKind.get(kind)?.byId.get(id);
    return row ? row.name : null;
  }
}

const parentKind: Record<RefKind, RefKind | null> = {
  site: null,
  address: 'site',
  floor: 'address',
  room: 'floor',
  tenant: 'site',
  network: 'site',
  speed_limit: null,
};
