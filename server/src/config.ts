import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
  /** The websocket (/api/ws) and the health probes behind it. */
  realtime: { authTimeoutMs: number; healthIntervalMs: number; probeTimeoutMs: number; routerConcurrency: number };
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
  fs.mkdirSync(dataDir, { recursive: true });
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
    realtime: {
      authTimeoutMs: intFromEnv(env, 'WS_AUTH_TIMEOUT_MS', 10_000),
      healthIntervalMs: intFromEnv(env, 'HEALTH_INTERVAL_SECONDS', 30) * 1000,
      probeTimeoutMs: intFromEnv(env, 'HEALTH_PROBE_TIMEOUT_MS', 5000),
      routerConcurrency: intFromEnv(env, 'HEALTH_ROUTER_CONCURRENCY', 8),
    },
  };
}
