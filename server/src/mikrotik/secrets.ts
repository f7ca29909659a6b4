import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../dataDir';

/**
 * Device passwords at rest: AES-256-GCM with a random 96-bit IV per value, stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64url). The tag makes a wrong key or a tampered value fail
 * loudly instead of decrypting to garbage.
 */
const VERSION = 'v1';

export class DeviceSecretError extends Error {}

export function encryptSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

export function decryptSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
    throw new DeviceSecretError('Unknown secret format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new DeviceSecretError('The stored device password cannot be decrypted with the configured DEVICE_SECRET_KEY');
  }
}

/** A configured key: 64 hex digits or 32 base64 bytes are used as is; any other text is hashed to 32 bytes. */
export function keyFromText(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  const decoded = Buffer.from(value, 'base64');
  if (decoded.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return decoded;
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * DEVICE_SECRET_KEY, else `<dataDir>/device-secret-key`, created on first use (like the JWT
 * secret) so stored passwords stay readable across restarts.
 */
export function loadOrCreateDeviceKey(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  const existing = loadDeviceKey(env, dataDir);
  if (existing) return existing;
  const file = path.join(dataDir, 'device-secret-key');
  ensurePrivateDir(dataDir);
  const key = randomBytes(32);
  fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  return key;
}

/** The device key if one is configured or stored, else null (a reader that must not create one: health). */
export function loadDeviceKey(env: NodeJS.ProcessEnv, dataDir: string): Buffer | null {
  if (env.DEVICE_SECRET_KEY) return keyFromText(env.DEVICE_SECRET_KEY);
  const file = path.join(dataDir, 'device-secret-key');
  return fs.existsSync(file) ? keyFromText(fs.readFileSync(file, 'utf8')) : null;
}
