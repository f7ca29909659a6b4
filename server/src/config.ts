import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from './db/dataDir';

/** Everything the server reads from the environment, resolved once at start. */
export interface AppConfig {
  host: string;
  port: number;
  /** Root for the embedded database (`<dataDir>/pglite`) and the JWT secret file. */
  dataDir: string;
  /** When set, node-postgres on this URL instead of the embedded PGlite. */
  databaseUrl: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  jwtSecret: string;
  /** Built browser app; null disables static serving (API only). */
  staticRoot: string | null;
  logLevel: string;
  trustProxy: boolean;
  /** Largest accepted logo image, in bytes. */
  logoMaxBytes: number;
  loginThrottle: { windowSeconds: number; maxFailuresPerAccount: number; maxFailuresPerAddress: number };
}

export const repoRoot = path.resolve(__dirname, '..', '..');

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * The JWT secret comes from JWT_SECRET, else from `<dataDir>/jwt-secret`, created on first start
 * so tokens survive restarts without anyone having to configure a secret.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Reads the configuration; `loadConfig({ PORT: '18080' })` in a test gives defaults for the rest. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return {
    host: env.HOST || '127.0.0.1',
    port: intFromEnv(env, 'PORT', 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    accessTokenTtlSeconds: intFromEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', 300),
    refreshTokenTtlSeconds: intFromEnv(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    jwtSecret: env.JWT_SECRET || loadOrCreateJwtSecret(dataDir),
    staticRoot: env.STATIC_ROOT === 'off' ? null : path.resolve(env.STATIC_ROOT || path.join(repoRoot, 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logoMaxBytes: intFromEnv(env, 'LOGO_MAX_BYTES', 1024 * 1024),
    loginThrottle: {
      windowSeconds: intFromEnv(env, 'LOGIN_THROTTLE_WINDOW_SECONDS', 15 * 60),
      maxFailuresPerAccount: intFromEnv(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
      maxFailuresPerAddress: intFromEnv(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
    },
  };
}

/**
 * Instances sharing one PostgreSQL must share the JWT secret and the device key, or a token from
 * one is refused by another and a password saved through one cannot be read by another. The keys
 * stay out of the database on purpose (a dump would carry the key to its encrypted passwords), so
 * they must be configured: a warning, and a refusal when NODE_ENV=production. Null when fine.
 */
export function sharedDatabaseSecretsProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!env.DATABASE_URL) return null;
  const missing = ['JWT_SECRET', 'DEVICE_SECRET_KEY'].filter((name) => !env[name]);
  if (missing.length === 0) return null;
  const message =
    `DATABASE_URL is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: this instance ` +
    'uses keys generated into its own DATA_DIR, so other instances on the same database will refuse its ' +
    'tokens and cannot read device passwords it saves. Set the same values on every instance.';
  if (env.NODE_ENV === 'production') throw new Error(`${message} (Refused because NODE_ENV=production.)`);
  return message;
}
