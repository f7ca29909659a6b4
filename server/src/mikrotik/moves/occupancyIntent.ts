/**
 * Who lives where on a local date decides what a site's routers carry: the outlets of a room with
 * a current occupant are on the tenant's network; those of a room without one are on the site's
 * vacant VLAN; a tenant with occupancies but none current has its keys and external IPs withdrawn.
 * Rooms and tenants that never had an occupancy are not driven by dates (common rooms, a shop
 * whose network is patched by hand): their outlets and keys stay as stored.
 */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { roomOccupancies, rooms } from '../../db/schema';

export interface OccupancyIntent {
  /** Rooms with any occupancy → the tenant living there on the date, or null (vacant). */
  occupantByRoom: Map<number, number | null>;
  /** Tenants with occupancies, none of them current on the date. */
  tenantsMovedOut: Set<number>;
}

/** An occupancy [start, end) holds on a date; null ends are open. */
export const holdsOn = (period: { startDate: string | null; endDate: string | null }, date: string) =>
  (period.startDate === null || period.startDate <= date) && (period.endDate === null || date < period.endDate);

export async function occupancyIntent(db: Queryable, siteId: number, date: string): Promise<OccupancyIntent> {
  const rows = await db
    .select({
      roomId: roomOccupancies.roomId,
      tenantId: roomOccupancies.tenantId,
      startDate: roomOccupancies.startDate,
      endDate: roomOccupancies.endDate,
    })
    .from(roomOccupancies)
    .innerJoin(rooms, and(eq(rooms.id, roomOccupancies.roomId), eq(rooms.siteId, siteId)));
  const occupantByRoom = new Map<number, number | null>();
  const current = new Set<number>();
  const withOccupancies = new Set<number>();
  for (const row of rows) {
    withOccupancies.add(row.tenantId);
    if (!occupantByRoom.has(row.roomId)) occupantByRoom.set(row.roomId, null);
    if (holdsOn(row, date)) {
      occupantByRoom.set(row.roomId, row.tenantId);
      current.add(row.tenantId);
    }
  }
  return { occupantByRoom, tenantsMovedOut: new Set([...withOccupancies].filter((id) => !current.has(id))) };
}
