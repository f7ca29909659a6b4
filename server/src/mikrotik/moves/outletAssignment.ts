/**
 * Which network each outlet port of a router is an access port of, given who lives where: the
 * occupant's network (the lowest VLAN when a tenant has several), the vacant VLAN for a room
 * without an occupant, or the outlet's own network for rooms that dates do not drive.
 */
import type { OccupancyIntent } from './occupancyIntent';

export interface OutletRow {
  roomId: number;
  networkId: number | null;
  /** The port on this router, or null when the outlet is patched elsewhere. */
  port: string | null;
}

export interface NetworkRef {
  id: number;
  vlanId: number;
  tenantId: number | null;
}

export interface PortAssignment {
  portsByNetwork: Map<number, string[]>;
  /** Ports of vacant rooms, for the site's vacant VLAN when no network has that VLAN. */
  vacantPorts: string[];
}

export function assignOutletPorts(
  outlets: readonly OutletRow[],
  networks: readonly NetworkRef[],
  intent: OccupancyIntent,
  vacantVlanId: number | null,
): PortAssignment {
  const tenantNetwork = new Map<number, number>();
  for (const network of [...networks].sort((a, b) => a.vlanId - b.vlanId))
    if (network.tenantId !== null && !tenantNetwork.has(network.tenantId))
      tenantNetwork.set(network.tenantId, network.id);
  const vacantNetwork = networks.find((network) => network.vlanId === vacantVlanId)?.id ?? null;
  const portsByNetwork = new Map<number, string[]>();
  const vacantPorts = new Set<string>();
  const assign = (networkId: number, port: string) =>
    portsByNetwork.set(networkId, [...new Set([...(portsByNetwork.get(networkId) ?? []), port])].sort());

  for (const { roomId, networkId, port } of outlets) {
    if (port === null) continue;
    if (!intent.occupantByRoom.has(roomId)) {
      if (networkId !== null) assign(networkId, port);
      continue;
    }
    const occupant = intent.occupantByRoom.get(roomId) ?? null;
    const occupantNetwork = occupant === null ? undefined : tenantNetwork.get(occupant);
    if (occupantNetwork !== undefined) assign(occupantNetwork, port);
    else if (vacantNetwork !== null) assign(vacantNetwork, port);
    else if (vacantVlanId !== null) vacantPorts.add(port);
    // No vacant VLAN set: the port leaves the tenant's VLAN and carries none.
  }
  return { portsByNetwork, vacantPorts: [...vacantPorts].sort() };
}
