/**
 * What an alert names: its site, the rooms it affects (a port's room; a router's rooms are those of
 * the outlets patched to it) and their current tenants with their contact details, plus a summary.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { deviceStates, mikrotikDevices, outlets, roomOccupancies, rooms, sites, tenants } from '../db/schema';
import { deviceNames, devicePortOf } from '../mikrotik/outletPorts';
import type { AlertAffected } from '../../../rules/alerts';
import type { AlertCondition } from './alertConditions';

/** Enough to act on; a whole building's list would drown the message. */
const LISTED = 25;

const isCurrent = sql<boolean>`((${roomOccupancies.startDate} is null or ${roomOccupancies.startDate} <= current_date)
  and (${roomOccupancies.endDate} is null or ${roomOccupancies.endDate} > current_date))`;

async function roomsOf(db: Queryable, condition: AlertCondition, device: typeof mikrotikDevices.$inferSelect | null) {
  if (condition.outletId !== null) {
    return db
      .select({ id: rooms.id, name: rooms.name })
      .from(outlets)
      .innerJoin(rooms, eq(rooms.id, outlets.roomId))
      .where(eq(outlets.id, condition.outletId));
  }
  if (!device) return [];
  const names = deviceNames(device);
  const patched = await db
    .select({ id: rooms.id, name: rooms.name, switchPort: outlets.switchPort })
    .from(outlets)
    .innerJoin(rooms, eq(rooms.id, outlets.roomId))
    .where(and(eq(outlets.siteId, condition.siteId), isNotNull(outlets.switchPort)))
    .orderBy(rooms.name, rooms.id);
  const byId = new Map<number, { id: number; name: string }>();
  for (const row of patched)
    if (devicePortOf(row.switchPort, names) !== null) byId.set(row.id, { id: row.id, name: row.name });
  return [...byId.values()];
}

export interface AlertSubject {
  affected: AlertAffected;
  summary: string;
}

export async function describeAlert(db: Queryable, condition: AlertCondition): Promise<AlertSubject> {
  const [site] = await db.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.id, condition.siteId));
  const [device] = condition.deviceId
    ? await db.select().from(mikrotikDevices).where(eq(mikrotikDevices.id, condition.deviceId))
    : [null];
  const allRooms = await roomsOf(db, condition, device ?? null);
  const roomIds = allRooms.map((room) => room.id);
  const occupants =
    roomIds.length === 0
      ? []
      : await db
          .selectDistinct({ id: tenants.id, name: tenants.name, email: tenants.email, phone: tenants.phone })
          .from(roomOccupancies)
          .innerJoin(tenants, eq(tenants.id, roomOccupancies.tenantId))
          .where(and(inArray(roomOccupancies.roomId, roomIds), isCurrent))
          .orderBy(tenants.name, tenants.id);
  const affected: AlertAffected = {
    site: site ?? { id: condition.siteId, name: `Site ${condition.siteId}` },
    rooms: allRooms.slice(0, LISTED),
    more_rooms: Math.max(0, allRooms.length - LISTED),
    tenants: occupants.slice(0, LISTED),
    more_tenants: Math.max(0, occupants.length - LISTED),
  };
  return { affected, summary: await summaryOf(db, condition, affected, device ?? null) };
}

async function summaryOf(
  db: Queryable,
  condition: AlertCondition,
  affected: AlertAffected,
  device: typeof mikrotikDevices.$inferSelect | null,
): Promise<string> {
  const at = affected.site.name;
  const router = `Router ${device?.identity || device?.systemIdentity || device?.hostname || `#${condition.deviceId}`}`;
  switch (condition.kind) {
    case 'router_unreachable':
      return `${router} at ${at} is unreachable`;
    case 'router_drifted': {
      const [state] = condition.deviceId
        ? await db.select().from(deviceStates).where(eq(deviceStates.deviceId, condition.deviceId))
        : [];
      return `${router} at ${at} drifted (${state?.driftItems ?? 0} items differ)`;
    }
    case 'apply_failed': {
      const [state] = condition.deviceId
        ? await db.select().from(deviceStates).where(eq(deviceStates.deviceId, condition.deviceId))
        : [];
      return `Apply to ${router.toLowerCase()} at ${at} failed${state?.reason ? `: ${state.reason}` : ''}`.slice(
        0,
        500,
      );
    }
    case 'port_down': {
      const [outlet] = await db
        .select({ label: outlets.label, switchPort: outlets.switchPort })
        .from(outlets)
        .where(eq(outlets.id, condition.outletId!));
      const room = affected.rooms[0]?.name ?? '?';
      return `Port ${outlet?.switchPort ?? '?'} (outlet ${outlet?.label ?? '?'}) of room ${room} at ${at} is down`;
    }
  }
}
