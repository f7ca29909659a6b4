import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mikrotikDevices, type DeviceRow } from '../db/schema';
import { HttpError, conflict } from '../http/httpErrors';
import { RouterOsClient } from '../routeros/client';
import { RouterOsError } from '../routeros/errors';
import { readRouterState } from './sync/readRouterState';
import type { RouterState } from './sync/routerStateTypes';
import { isConfigured } from './syncReadiness';
import type { MikrotikSettings } from './mikrotikSettings';
import { DeviceSecretError, decryptSecret } from './secrets';
import { storeRouterState } from './syncStore';

export const NOT_CONFIGURED =
  'Device is not configured yet: assign a site, a connection address and login credentials before syncing.';

const TIMEOUT_CODES = new Set(['CONNECT_TIMEOUT', 'COMMAND_TIMEOUT']);

/** A router failure as the client sees it: 504 for timeouts, 502 for everything else the router did. */
export function routerFailure(error: RouterOsError, doing = 'Sync'): HttpError {
  const status = TIMEOUT_CODES.has(error.code) ? 504 : 502;
  const what = error.code === 'LOGIN_FAILED' ? 'The router rejected the login credentials' : error.message;
  // RouterOS client messages name hosts and users, never passwords.
  return new HttpError(status, `${doing} failed: ${what}.`.replace(/\.\.$/, '.'));
}

/** Connects and logs in with the device's decrypted credentials (409 when they cannot be decrypted). */
export async function connectToDevice(device: DeviceRow, settings: MikrotikSettings): Promise<RouterOsClient> {
  let password: string;
  try {
    password = decryptSecret(device.loginPassword!, settings.deviceKey());
  } catch (error) {
    if (error instanceof DeviceSecretError)
      throw conflict('The stored login password cannot be decrypted; enter the password again.');
    throw error;
  }
  return RouterOsClient.connect({
    host: (device.ipAddress || device.hostname)!,
    port: device.apiPort ?? (device.apiSsl ? 8729 : 8728),
    tls: device.apiSsl,
    username: device.loginUsername!,
    password,
    connectTimeoutMs: settings.connectTimeoutMs,
    commandTimeoutMs: settings.commandTimeoutMs,
  });
}

/** Reads the device's state over one connection. */
async function readDevice(device: DeviceRow, settings: MikrotikSettings): Promise<RouterState> {
  const client = await connectToDevice(device, settings);
  try {
    return await readRouterState(client);
  } finally {
    await client.close();
  }
}

/** 409 unless the device can be talked to: configured (not new) and enabled. */
export function assertReachable(device: DeviceRow, doing = 'syncing'): void {
  if (device.isNewDevice || !isConfigured(device)) throw conflict(NOT_CONFIGURED.replace('syncing', doing));
  if (!device.enabled) throw conflict(`Device is disabled: enable it before ${doing}.`);
}

async function readAndStore(db: Database, device: DeviceRow, settings: MikrotikSettings, now: Date) {
  assertReachable(device);
  let state: RouterState;
  try {
    state = await readDevice(device, settings);
  } catch (error) {
    if (error instanceof RouterOsError) throw routerFailure(error);
    throw error;
  }
  return storeRouterState(db, device, state, now);
}

/** Keeps why a sync failed on the device (last_sync), so its page can say so after the toast is gone. */
async function recordFailure(db: Database, device: DeviceRow, message: string, now: Date): Promise<void> {
  const lastSync = { at: now.toISOString(), ok: false, message, outlets_updated: [] };
  await db.update(mikrotikDevices).set({ lastSync }).where(eq(mikrotikDevices.id, device.id));
}

/**
 * Syncs one device: refuses unconfigured (new) and disabled devices with 409, reads the router,
 * then stores everything in one transaction. A failure changes nothing but the device's
 * last_sync, which records when and why (the HTTP error's detail).
 */
export async function syncDevice(
  db: Database,
  device: DeviceRow,
  settings: MikrotikSettings,
  now = new Date(),
): Promise<DeviceRow> {
  try {
    return await readAndStore(db, device, settings, now);
  } catch (error) {
    if (error instanceof HttpError) await recordFailure(db, device, error.message, now);
    throw error;
  }
}
