import { loadOrCreateDeviceKey } from './secrets';

/** Configuration of the MikroTik area, read from the environment when the routes are registered. */
export interface MikrotikSettings {
  /** REGISTRATION_SECRET; null disables router self-registration. */
  registrationSecret: string | null;
  /** The AES-256 key for device passwords, resolved on first use (no key file for apps that never need one). */
  deviceKey(): Buffer;
  /** Connect and per-command timeouts of a sync, in ms. */
  connectTimeoutMs: number;
  commandTimeoutMs: number;
}

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : fallback;
}

export function loadMikrotikSettings(env: NodeJS.ProcessEnv, dataDir: string): MikrotikSettings {
  // The key is read now, not from `env` at first use: `env` may be process.env, changed since.
  const keyEnv = { DEVICE_SECRET_KEY: env.DEVICE_SECRET_KEY };
  let key: Buffer | null = null;
  return {
    registrationSecret: env.REGISTRATION_SECRET || null,
    deviceKey: () => (key ??= loadOrCreateDeviceKey(keyEnv, dataDir)),
    connectTimeoutMs: positiveInt(env.ROUTEROS_CONNECT_TIMEOUT_MS, 10_000),
    commandTimeoutMs: positiveInt(env.ROUTEROS_COMMAND_TIMEOUT_MS, 30_000),
  };
}
