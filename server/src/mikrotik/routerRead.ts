/**
 * One read of a router, shared by the scheduled port read (alerts) and the drift check, so both
 * talk to routers the same way: find the device, skip it unless it can be talked to, log in
 * with its stored credentials, run the prints over that one connection, close it. Nothing is
 * stored here; the caller stores what it read.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mikrotikDevices, type DeviceRow } from '../db/schema';
import type { RouterOsClient } from '../routeros/client';
import { connectToDevice } from './deviceSync';
import type { MikrotikSettings } from './mikrotikSettings';
import { readPortStates } from './sync/readRouterState';
import { isConfigured } from './syncReadiness';

/** Routers a check, a port read or an apply talks to: configured, enabled and at a site. */
export const isCheckable = (device: DeviceRow) =>
  device.enabled && !device.isNewDevice && device.siteId !== null && isConfigured(device);

/** The ids of every router the scheduled reads visit. */
export async function checkableRouterIds(db: Database): Promise<number[]> {
  const devices = await db.select().from(mikrotikDevices).where(eq(mikrotikDevices.enabled, true));
  return devices.filter(isCheckable).map((device) => device.id);
}

/** What a read found: the value, or why the router could not be read (connection, login, a print). */
export type RouterReadResult<T> = { device: DeviceRow } & ({ ok: true; value: T } | { ok: false; error: unknown });

/**
 * Reads router `deviceId` with `read`; null when the device is gone or cannot be talked to.
 * @example const result = await readRouter(db, settings, 7, (client) => readPortStates(client));
 */
export async function readRouter<T>(
  db: Database,
  settings: MikrotikSettings,
  deviceId: number,
  read: (client: RouterOsClient, device: DeviceRow) => Promise<T>,
): Promise<RouterReadResult<T> | null> {
  const [device] = await db.select().from(mikrotikDevices).where(eq(mikrotikDevices.id, deviceId));
  if (!device || !isCheckable(device)) return null;
  try {
    const client = await connectToDevice(device, settings);
    try {
      return { device, ok: true, value: await read(client, device) };
    } finally {
      await client.close();
    }
  } catch (error) {
    return { device, ok: false, error };
  }
}

/** A router's ports: its identity (outlets name it) and its interfaces' link state. */
export const readRouterPorts = (db: Database, settings: MikrotikSettings, deviceId: number) =>
  readRouter(db, settings, deviceId, (client) => readPortStates(client));
