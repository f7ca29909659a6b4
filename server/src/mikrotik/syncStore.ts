import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  mikrotikDevices,
  mikrotikDhcpLeases,
  mikrotikDhcpPools,
  mikrotikDhcpServers,
  outlets,
  type DeviceRow,
} from '../db/schema';
import type { SyncedOutlet } from '../db/schema/devices';
import { conflict } from '../http/httpErrors';
import type { RouterState } from './sync/routerStateTypes';
import { deviceNames, devicePortOf } from './outletPorts';

/** Sets interface_up of the site's outlets patched to this router's ports; returns those that changed. */
export async function updateOutletLinks(
  tx: Database,
  device: DeviceRow,
  state: Pick<RouterState, 'identity' | 'interfaces'>,
  now: Date,
): Promise<SyncedOutlet[]> {
  if (device.siteId === null) return [];
  const up = new Map<string, boolean>();
  for (const iface of state.interfaces) {
    const running = iface.running && !iface.disabled;
    up.set(iface.name.toLowerCase(), running);
    if (iface.defaultName && !up.has(iface.defaultName.toLowerCase())) up.set(iface.defaultName.toLowerCase(), running);
  }
  const names = deviceNames({ identity: device.identity, systemIdentity: state.identity });
  const rows = await tx
    .select({ id: outlets.id, label: outlets.label, switchPort: outlets.switchPort, interfaceUp: outlets.interfaceUp })
    .from(outlets)
    .where(and(eq(outlets.siteId, device.siteId), isNotNull(outlets.switchPort)))
    .orderBy(outlets.label, outlets.id);
  const changed: SyncedOutlet[] = [];
  for (const outlet of rows) {
    const port = devicePortOf(outlet.switchPort, names)?.toLowerCase();
    const isUp = port === undefined ? undefined : up.get(port);
    if (isUp === undefined || isUp === outlet.interfaceUp) continue;
    await tx.update(outlets).set({ interfaceUp: isUp, interfaceChangedAt: now }).where(eq(outlets.id, outlet.id));
    changed.push({ id: outlet.id, label: outlet.label, switch_port: outlet.switchPort!, interface_up: isUp });
  }
  return changed;
}

/**
 * Stores what a sync read, all or nothing: the device's reported facts and interfaces, its DHCP rows
 * (replaced), the link state of outlets patched to it, and the result naming the outlets it changed.
 */
export async function storeRouterState(
  db: Database,
  device: DeviceRow,
  state: RouterState,
  now = new Date(),
): Promise<DeviceRow> {
  return db.transaction(async (tx) => {
    if (state.uniqueId) {
      const [other] = await tx
        .select({ id: mikrotikDevices.id })
        .from(mikrotikDevices)
        .where(and(eq(mikrotikDevices.uniqueId, state.uniqueId), ne(mikrotikDevices.id, device.id)));
      if (other)
        throw conflict(
          `Another device (id ${other.id}) already has the unique ID ${state.uniqueId} this router reported.`,
        );
    }
    const { resource, routerboard } = state;
    const [row] = await tx
      .update(mikrotikDevices)
      .set({
        systemIdentity: state.identity || null,
        uniqueId: state.uniqueId ?? device.uniqueId,
        routerosVersion: resource.channel ? `${resource.version} (${resource.channel})` : resource.version || null,
        boardName: resource.boardName,
        architecture: resource.architecture,
        model: routerboard.model,
        firmware: routerboard.currentFirmware,
        lastSyncAt: now,
        routerInterfaces: state.interfaces.map(({ name, type, running, disabled, comment }) => ({
          name,
          type,
          running,
          disabled,
          comment,
        })),
        modifiedAt: now,
      })
      .where(eq(mikrotikDevices.id, device.id))
      .returning();
    const deviceId = device.id;
    await tx.delete(mikrotikDhcpPools).where(eq(mikrotikDhcpPools.deviceId, deviceId));
    await tx.delete(mikrotikDhcpServers).where(eq(mikrotikDhcpServers.deviceId, deviceId));
    await tx.delete(mikrotikDhcpLeases).where(eq(mikrotikDhcpLeases.deviceId, deviceId));
    if (state.dhcpPools.length > 0) {
      await tx.insert(mikrotikDhcpPools).values(
        state.dhcpPools.map((pool) => ({
          deviceId,
          routerId: pool.routerId,
          name: pool.name,
          ranges: pool.ranges.join(','),
          comment: pool.comment,
        })),
      );
    }
    if (state.dhcpServers.length > 0) {
      await tx.insert(mikrotikDhcpServers).values(
        state.dhcpServers.map(
          ({ routerId, name, interface: iface, addressPool, leaseTime, disabled, invalid, comment }) => ({
            deviceId,
            routerId,
            name,
            interface: iface,
            addressPool,
            leaseTime,
            disabled,
            invalid,
            comment,
          }),
        ),
      );
    }
    if (state.dhcpLeases.length > 0) {
      await tx.insert(mikrotikDhcpLeases).values(state.dhcpLeases.map((lease) => ({ deviceId, ...lease })));
    }
    const outletsUpdated = await updateOutletLinks(tx, row, state, now);
    const lastSync = { at: now.toISOString(), ok: true, message: null, outlets_updated: outletsUpdated };
    const [synced] = await tx
      .update(mikrotikDevices)
      .set({ lastSync })
      .where(eq(mikrotikDevices.id, deviceId))
      .returning();
    return synced;
  });
}
