import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { addresses, floors, rooms } from './schema/property';

/**
 * Display names of the building levels, the same everywhere (breadcrumbs, search results,
 * descriptions): "Storgata 12", "2nd floor", "H0203".
 */
export const addressName: SQL<string> = sql<string>`trim(${addresses.street} || ' ' || ${addresses.houseNumber})`;
export const floorName: SQL<string> = sql<string>`${floors.name}`;
export const roomName: SQL<string> = sql<string>`${rooms.name}`;

/** `{id, name}` of a joined object, the shape breadcrumbs read. */
export function namedRef(id: AnyColumn, name: SQL<string>) {
  return { id, name };
}
