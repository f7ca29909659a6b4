/**
 * The site's move-ins and move-outs from a week back to `days` ahead, each with what it changes on
 * the routers (outlet ports, VLAN before → after, keys, speed limit, external IPs) and, once its
 * time has come, what became of it: applied, failed, applying, waiting for approval, not applied
 * (automatic apply off) or overdue (no server handled it yet).
 */
import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  deviceStates,
  externalIps,
  mikrotikDevices,
  moveEvents,
  networks,
  outlets,
  roomOccupancies,
  rooms,
  speedLimits,
  tenants,
  wirelessTenantKeys,
} from '../../../db/schema';
import type { MoveStatus, UpcomingMove } from '../../../../../rules/moves';
import { holdsOn } from '../../../mikrotik/moves/occupancyIntent';
import { CATCH_UP_DAYS, addDays, localDate, localMidnight, siteZone } from '../../../mikrotik/moves/siteDates';

interface SiteRef {
  id: number;
  timeZone: string | null;
  vacantVlanId: number | null;
}

const rate = (kbps: number) => (kbps % 1000 === 0 ? `${kbps / 1000} Mbit/s` : `${kbps} kbit/s`);

type Router = { state: string | null; changesPending: boolean | null; lastAppliedAt: Date | null };

/** What became of a handled move, from the routers' states since it was handled. */
function statusAfter(mode: string, handledAt: Date, routers: Router[]): MoveStatus {
  if (mode === 'off') return 'not_applied';
  const appliedSince = (router: Router) => router.lastAppliedAt !== null && router.lastAppliedAt >= handledAt;
  if (routers.some((router) => router.state === 'failed' && appliedSince(router))) return 'failed';
  if (routers.length > 0 && routers.every((router) => router.state === 'in_sync' && appliedSince(router)))
    return 'applied';
  if (mode === 'plan') return 'waiting_for_approval';
  return routers.some((router) => router.state === 'failed') ? 'failed' : 'applying';
}

export async function upcomingMoves(db: Database, site: SiteRef, now: Date, days: number): Promise<UpcomingMove[]> {
  const zone = siteZone(site.timeZone);
  const today = localDate(now, zone);
  const from = addDays(today, -CATCH_UP_DAYS);
  const to = addDays(today, days);
  const rows = await db
    .select({
      occupancyId: roomOccupancies.id,
      roomId: rooms.id,
      roomName: rooms.name,
      tenantId: tenants.id,
      tenantName: tenants.name,
      startDate: roomOccupancies.startDate,
      endDate: roomOccupancies.endDate,
    })
    .from(roomOccupancies)
    .innerJoin(rooms, and(eq(rooms.id, roomOccupancies.roomId), eq(rooms.siteId, site.id)))
    .innerJoin(tenants, eq(tenants.id, roomOccupancies.tenantId))
    .where(
      or(
        and(gte(roomOccupancies.startDate, from), lte(roomOccupancies.startDate, to)),
        and(gte(roomOccupancies.endDate, from), lte(roomOccupancies.endDate, to)),
      ),
    );
  if (rows.length === 0) return [];
  const roomIds = [...new Set(rows.map((row) => row.roomId))];
  const tenantIds = [...new Set(rows.map((row) => row.tenantId))];
  const occupancyIds = rows.map((row) => row.occupancyId);
  const [portRows, networkRows, keyRows, ipRows, events, routers, tenantPeriods] = await Promise.all([
    db
      .select({ roomId: outlets.roomId, port: outlets.switchPort })
      .from(outlets)
      .where(inArray(outlets.roomId, roomIds)),
    db
      .select({ tenantId: networks.tenantId, id: networks.id, vlanId: networks.vlanId, limit: speedLimits })
      .from(networks)
      .leftJoin(speedLimits, eq(speedLimits.id, networks.speedLimitId))
      .where(and(eq(networks.siteId, site.id), inArray(networks.tenantId, tenantIds)))
      .orderBy(asc(networks.vlanId)),
    db
      .select({ tenantId: wirelessTenantKeys.tenantId })
      .from(wirelessTenantKeys)
      .where(and(eq(wirelessTenantKeys.siteId, site.id), inArray(wirelessTenantKeys.tenantId, tenantIds))),
    db
      .select({ address: externalIps.address, tenantId: externalIps.tenantId, networkTenant: networks.tenantId })
      .from(externalIps)
      .leftJoin(networks, eq(networks.id, externalIps.networkId))
      .where(eq(externalIps.siteId, site.id)),
    db.select().from(moveEvents).where(inArray(moveEvents.occupancyId, occupancyIds)),
    db
      .select({
        state: deviceStates.state,
        changesPending: deviceStates.changesPending,
        lastAppliedAt: deviceStates.lastAppliedAt,
      })
      .from(mikrotikDevices)
      .leftJoin(deviceStates, eq(deviceStates.deviceId, mikrotikDevices.id))
      .where(and(eq(mikrotikDevices.siteId, site.id), eq(mikrotikDevices.enabled, true))),
    // Every occupancy of these tenants at the site, also those that begin and end outside the window.
    db
      .select({
        occupancyId: roomOccupancies.id,
        tenantId: roomOccupancies.tenantId,
        startDate: roomOccupancies.startDate,
        endDate: roomOccupancies.endDate,
      })
      .from(roomOccupancies)
      .innerJoin(rooms, and(eq(rooms.id, roomOccupancies.roomId), eq(rooms.siteId, site.id)))
      .where(inArray(roomOccupancies.tenantId, tenantIds)),
  ]);
  const networkOf = (tenantId: number) => networkRows.find((n) => n.tenantId === tenantId) ?? null;
  // A one-day transfer: the room's other occupant on the date puts its outlets on that tenant's VLAN, not the vacant one.
  const roomVlanOn = (roomId: number, occupancyId: number, date: string) => {
    const other = rows.find((r) => r.roomId === roomId && r.occupancyId !== occupancyId && holdsOn(r, date));
    return other ? (networkOf(other.tenantId)?.vlanId ?? site.vacantVlanId) : site.vacantVlanId;
  };

  // A tenant who lives in another of the site's rooms on the date keeps its keys and external IPs on the air:
  // a move between rooms changes the ports and VLANs only.
  const livesElsewhereOn = (tenantId: number, occupancyId: number, date: string) =>
    tenantPeriods.some((p) => p.tenantId === tenantId && p.occupancyId !== occupancyId && holdsOn(p, date));

  const moves = rows.flatMap((row) =>
    (
      [
        ['move_in', row.startDate],
        ['move_out', row.endDate],
      ] as const
    ).flatMap(([kind, date]): UpcomingMove[] => {
      if (date === null || date < from || date > to) return [];
      const dueAt = localMidnight(date, zone);
      const network = networkOf(row.tenantId);
      const tenantVlan = network?.vlanId ?? null;
      const event = events.find((e) => e.occupancyId === row.occupancyId && e.kind === kind && e.date === date);
      const status: MoveStatus =
        dueAt > now ? 'upcoming' : event ? statusAfter(event.mode, event.handledAt, routers) : 'overdue';
      const limit = network?.limit;
      const keysStay = livesElsewhereOn(row.tenantId, row.occupancyId, kind === 'move_in' ? addDays(date, -1) : date);
      return [
        {
          occupancy_id: row.occupancyId,
          kind,
          date,
          due_at: dueAt.toISOString(),
          room_id: row.roomId,
          room_name: row.roomName,
          tenant_id: row.tenantId,
          tenant_name: row.tenantName,
          ports: portRows
            .filter((p) => p.roomId === row.roomId && p.port !== null)
            .map((p) => p.port as string)
            .sort(),
          vlan_before: kind === 'move_in' ? roomVlanOn(row.roomId, row.occupancyId, addDays(date, -1)) : tenantVlan,
          vlan_after: kind === 'move_in' ? tenantVlan : roomVlanOn(row.roomId, row.occupancyId, date),
          keys: keysStay ? 0 : keyRows.filter((k) => k.tenantId === row.tenantId).length,
          speed_limit: limit ? `${rate(limit.downloadKbps)} down / ${rate(limit.uploadKbps)} up` : null,
          external_ips: ipRows
            .filter((ip) => !keysStay && (ip.tenantId === row.tenantId || ip.networkTenant === row.tenantId))
            .map((ip) => ip.address)
            .sort(),
          status,
        },
      ];
    }),
  );
  return moves.sort((a, b) => a.due_at.localeCompare(b.due_at) || a.occupancy_id - b.occupancy_id);
}
