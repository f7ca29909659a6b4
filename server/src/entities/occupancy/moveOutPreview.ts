/**
 * What moving a tenant out of a room on a date will change on the routers, before it is saved: the
 * room's outlet ports go from the tenant's VLAN to the site's vacant VLAN (or the VLAN of whoever
 * lives there that day), and unless the tenant lives in another of the site's rooms that day its
 * Wi-Fi keys are revoked and its external IPs freed. The same reading as the upcoming moves list.
 */
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import {
  externalIps,
  networks,
  outlets,
  roomOccupancies,
  rooms,
  sites,
  tenants,
  wirelessNetworks,
  wirelessTenantKeys,
} from '../../db/schema';

import { holdsOn } from '../../mikrotik/moves/occupancyIntent';
import { periodProblem } from './occupancyRules';

export interface MoveOutPreview {
  occupancy_id: number;
  room_id: number;
  room_name: string;
  tenant_id: number;
  tenant_name: string;
  end_date: string;
  /** the move-out is refused: the end is not after the start */
  problem: string | null;
  ports: string[];
  vlan_before: number | null;
  vlan_after: number | null;
  /** the tenant lives in another of the site's rooms that day: keys and external IPs stay */
  lives_elsewhere: boolean;
  keys_revoked: { wireless_id: number; ssid: string }[];
  external_ips_freed: string[];
}

/** The preview of a move-out of an occupancy of the customer on `endDate`, or null when there is no such occupancy. */
export async function moveOutPreview(
  db: Queryable,
  customerId: number,
  occupancyId: number,
  endDate: string,
): Promise<MoveOutPreview | null> {
  const [row] = await db
    .select({
      id: roomOccupancies.id,
      roomId: rooms.id,
      roomName: rooms.name,
      siteId: rooms.siteId,
      tenantId: tenants.id,
      tenantName: tenants.name,
      startDate: roomOccupancies.startDate,
      vacantVlanId: sites.vacantVlanId,
    })
    .from(roomOccupancies)
    .innerJoin(rooms, eq(rooms.id, roomOccupancies.roomId))
    .innerJoin(tenants, eq(tenants.id, roomOccupancies.tenantId))
    .innerJoin(sites, eq(sites.id, rooms.siteId))
    .where(and(eq(roomOccupancies.id, occupancyId), eq(roomOccupancies.customerId, customerId)));
  if (!row) return null;
  const [ports, others, tenantNetworks, keys, ips] = await Promise.all([
    db.select({ port: outlets.switchPort }).from(outlets).where(eq(outlets.roomId, row.roomId)),
    // Who else holds a period in this room or this tenant elsewhere on the site.
    db
      .select({
        roomId: roomOccupancies.roomId,
        tenantId: roomOccupancies.tenantId,
        startDate: roomOccupancies.startDate,
        endDate: roomOccupancies.endDate,
      })
      .from(roomOccupancies)
      .innerJoin(rooms, eq(rooms.id, roomOccupancies.roomId))
      .where(
        and(
          ne(roomOccupancies.id, row.id),
          eq(rooms.siteId, row.siteId),
          or(eq(roomOccupancies.roomId, row.roomId), eq(roomOccupancies.tenantId, row.tenantId)),
        ),
      ),
    db
      .select({ tenantId: networks.tenantId, vlanId: networks.vlanId })
      .from(networks)
      .where(eq(networks.siteId, row.siteId))
      .orderBy(asc(networks.vlanId)),
    db
      .select({ wireless_id: wirelessNetworks.id, ssid: wirelessNetworks.ssid })
      .from(wirelessTenantKeys)
      .innerJoin(wirelessNetworks, eq(wirelessNetworks.id, wirelessTenantKeys.wirelessId))
      .where(and(eq(wirelessTenantKeys.siteId, row.siteId), eq(wirelessTenantKeys.tenantId, row.tenantId)))
      .orderBy(asc(wirelessNetworks.ssid)),
    db
      .select({ address: externalIps.address, tenantId: externalIps.tenantId, networkTenant: networks.tenantId })
      .from(externalIps)
      .leftJoin(networks, eq(networks.id, externalIps.networkId))
      .where(eq(externalIps.siteId, row.siteId)),
  ]);
  const vlanOf = (tenantId: number) => tenantNetworks.find((n) => n.tenantId === tenantId)?.vlanId ?? null;
  const nextOccupant = others.find((o) => o.roomId === row.roomId && holdsOn(o, endDate));
  const livesElsewhere = others.some(
    (o) => o.tenantId === row.tenantId && o.roomId !== row.roomId && holdsOn(o, endDate),
  );
  return {
    occupancy_id: row.id,
    room_id: row.roomId,
    room_name: row.roomName,
    tenant_id: row.tenantId,
    tenant_name: row.tenantName,
    end_date: endDate,
    problem: periodProblem({ startDate: row.startDate, endDate }),
    ports: ports
      .map((p) => p.port)
      .filter((port): port is string => port !== null)
      .sort(),
    vlan_before: vlanOf(row.tenantId),
    vlan_after: nextOccupant ? (vlanOf(nextOccupant.tenantId) ?? row.vacantVlanId) : row.vacantVlanId,
    lives_elsewhere: livesElsewhere,
    keys_revoked: livesElsewhere ? [] : keys,
    external_ips_freed: livesElsewhere
      ? []
      : ips
          .filter((ip) => ip.tenantId === row.tenantId || ip.networkTenant === row.tenantId)
          .map((ip) => ip.address)
          .sort(),
  };
}
