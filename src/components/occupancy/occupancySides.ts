import type { ReferenceRow } from '../../core/entity/referenceApi';

/** The page an occupancy panel sits on: a room's (rows name tenants) or a tenant's (rows name rooms). */
export type OccupancySide = 'room' | 'tenant';

const nameIn = (value: unknown): string | null => {
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name ? name : null;
};

/** "Storgata 1 · 2nd floor · H0203": room names repeat across addresses and floors. */
export function roomLabel(row: ReferenceRow): string {
  return [nameIn(row.address), nameIn(row.floor), String(row.name ?? `#${row.id}`)].filter(Boolean).join(' · ');
}
