import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { ensurePrivateDir } from './dataDir';

/**
 * PostgreSQL connections per instance. One event loop keeps few connections busy, since a request
 * holds one only while a statement runs; each connection also plans every statement for itself, so
 * a pool larger than needed makes the first seconds after a start slower. bench:load-api,
 * PostgreSQL on the same 2 cores, 30 s, two rounds: pools of 4, 6 and 10 served 493/407, 418/416
 * and 336/455 req/s, with a p95 of 848/978, 905/924 and 1,367/1,690 ms in the first 10 s. Six
 * leaves room for slower statements; DATABASE_POOL_SIZE raises it for a database whose statements
 * wait on disk, not CPU.
 */
export const DEFAULT_POOL_SIZE = 6;

/**
 * DATABASE_TIMEOUT_MS by default. Every statement of a request takes milliseconds; a database
 * silent for this long (a failover behind a proxy, a network partition) is down for the request.
 */
export const DEFAULT_DATABASE_TIMEOUT_MS = 10_000;

/**
 * ALERTS_EVALUATE_SECONDS by default: a grace period ends at most this long before its alert opens
 * (a port change or a probe round evaluates at once). npm run bench:alerts: 200 routers and 30,000
 * outlets, evaluating every 5 s took about 7 % of one core, every 10 s about half that.
 */
export const DEFAULT_ALERTS_EVALUATE_SECONDS = 10;

export interface TelemetryConfig {
  /** CLIENT_METRICS=off: browsers send no web-vitals and POST /api/client-metrics/ answers 404. */
  metrics: boolean;
  /** CLIENT_ERRORS=off: browsers report no errors and POST /api/client-errors/ answers 404. */
  errors: boolean;
  /** CLIENT_ERRORS_DSN: a Sentry-compatible DSN the kept errors are forwarded to as well. */
  errorsDsn: string | null;
  /** PRECONNECT_ORIGINS: origins the app page pre-connects to (an API or monitoring host elsewhere). */
  preconnect: string[];
}

/** `https://a.example, https://b.example:8443` → their origins; anything but http(s) origins is refused. */
export function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (!/^https?:$/.test(url.protocol)) throw new Error(`PRECONNECT_ORIGINS: ${entry} is no http(s) origin`);
      return url.origin;
    });
}

export interface MetricsEndpointConfig {
  /** false: GET /metrics answers 404. */
  exposed: boolean;
  /** When set, the bearer token a scrape must send (401 without it). */
  token: string | null;
}

/** A token shorter than this is refused: it would be guessed. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/** METRICS and METRICS_TOKEN: off, on with a token, or on without one only when asked for (METRICS=on). */
export function parseMetricsEndpoint(env: NodeJS.ProcessEnv): MetricsEndpointConfig {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && token.length < MIN_METRICS_TOKEN_LENGTH)
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  const switch_ = (env.METRICS ?? '').trim().toLowerCase();
  if (!['', 'on', 'off'].includes(switch_)) throw new Error(`METRICS must be "on" or "off", got "${env.METRICS}"`);
  const exposed = switch_ === 'on' || (switch_ === '' && token !== null);
  return { exposed, token: exposed ? token : null };
}

/** Everything the server reads from the environment, resolved once at start. */
export interface AppConfig {
  host: string;
  port: number;
  /** Root for the embedded database (`<dataDir>/pglite`) and the JWT secret file. */
  dataDir: string;
  /** When set, node-postgres on this URL instead of the embedded PGlite. */
  databaseUrl: string | null;
  /** Connections this instance keeps to DATABASE_URL (DEFAULT_POOL_SIZE says how many suit). */
  databasePoolSize: number;
  /** DATABASE_URL: how long connecting, waiting for a pooled connection or a statement's answer may take (db/postgresTimeouts.ts). */
  databaseTimeoutMs: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  jwtSecret: string;
  /** Built browser app; null disables static serving (API only). */
  staticRoot: string | null;
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to believe: false (none: the socket's address is the client), a
   * number of proxies in front of the server, or the proxies' addresses/CIDRs (Fastify trustProxy).
   */
  trustProxy: false | number | string[];
  /** Largest accepted logo image, in bytes. */
  logoMaxBytes: number;
  /** MOVES_TICK_SECONDS: how often each instance looks for move-ins and move-outs that came due (default 15; 0 = never). */
  movesTickSeconds: number;
  /** What the browser app reports about itself (telemetry/); README "Performance metrics and error reports". */
  telemetry: TelemetryConfig;
  /**
   * GET /metrics, Prometheus text (telemetry/serverMetrics.ts). METRICS=on|off; unset: on when
   * METRICS_TOKEN is set. With a token a scrape must send `Authorization: Bearer <token>`.
   */
  metrics: MetricsEndpointConfig;
  /** The policy is described in auth/loginThrottle.ts. */
  loginThrottle: {
    windowSeconds: number;
    /** Failures at one account from one address before the back-off starts. */
    maxFailuresPerAccount: number;
    /** Failures from one address (any accounts) before it may sign in only to accounts it knows. */
    maxFailuresPerAddress: number;
    /** Failures at one account (any addresses) before only its known addresses may sign in. */
    maxFailuresPerAccountAnywhere: number;
    /** The first back-off; it doubles with each further failure, up to the window. */
    backoffSeconds: number;
  };
  /** The websocket (/api/ws) and the health probes behind it. */
  realtime: { authTimeoutMs: number; healthIntervalMs: number; probeTimeoutMs: number; routerConcurrency: number };
  /** History of state and alerts (server/src/alerts); README "Alerts". 0 turns a timer off. */
  monitoring: {
    /** PORT_READ_SECONDS: how often each router's ports are read (default 60). */
    portReadSeconds: number;
    /** ALERTS_EVALUATE_SECONDS: how often conditions are checked against grace periods (default 10). */
    evaluateSeconds: number;
    /** REACHABILITY_SAMPLE_SECONDS: a response-time sample of a reachable router at most this often (default 900: 96 points a day). */
    reachabilitySampleSeconds: number;
    /** HISTORY_RETENTION_DAYS: history and closed alerts are kept this long (default 30). */
    historyRetentionDays: number;
  };
  /** Alert notifications by e-mail and webhook (server/src/notifications). */
  notifications: {
    /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): null turns e-mail off. */
    smtpUrl: string | null;
    /** MAIL_FROM: the sender of every e-mail (default `Portico <portico@localhost>`). */
    mailFrom: string;
    /** NOTIFY_DIGEST_SECONDS: alerts opening within this long of the first become one message (default 120). */
    digestSeconds: number;
    /** NOTIFY_RETRY_LIMIT: further attempts of a failed delivery (default 5). */
    retryLimit: number;
    /** NOTIFY_RETRY_DELAY_SECONDS: the first wait before a retry; it doubles each time (default 30). */
    retryDelaySeconds: number;
    /**
     * NOTIFY_ALLOW_PRIVATE_TARGETS=1: webhooks may go to loopback, private and link-local addresses
     * (tests, a receiver on the same network). Off by default: such URLs are refused (SSRF).
     */
    allowPrivateTargets: boolean;
  };
  /** The background job queue (jobs/jobQueue.ts). */
  jobs: {
    /** How often an idle worker looks for due jobs (a send wakes workers at once anyway). */
    pollSeconds: number;
    /** How often expired attempts are failed for a retry and old jobs archived. */
    maintenanceSeconds: number;
    /** How long a stopping server waits for running jobs before stopping them. */
    stopGraceMs: number;
    /** How often schedules are checked, 1–45 s. */
    cronCheckSeconds: number;
    /** JOBS_CRON_<KIND>: a cron replacing a job kind's own schedule, or `off`. */
    cronOverrides: Record<string, string>;
  };
}

export const repoRoot = path.resolve(__dirname, '..', '..');

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** proxy-addr's names for address ranges, allowed in TRUST_PROXY beside addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or 0 trusts no forwarding header; a number N trusts the last N hops of
 * X-Forwarded-For (the N proxies in front); otherwise a comma-separated list of proxy addresses or
 * CIDRs whose forwarding is believed. `true` is refused: it believed the left-most entry, which the
 * client writes itself, so anyone could pick the address the login throttle counts.
 */
export function parseTrustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true')
    throw new Error(
      'TRUST_PROXY=true is no longer accepted: give the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.2,10.1.0.0/16)',
    );
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a list of proxy addresses/CIDRs, got "${wrong.join(', ')}"`,
    );
  return entries;
}

/**
 * Fastify believes no hop for a bare number (a client reaching the server directly could send
 * the hops itself), so a count of proxies is given as proxy-addr's own hop rule: with TRUST_PROXY=N
 * the server must be reachable only through those N proxies.
 */
export function fastifyTrustProxy(trustProxy: AppConfig['trustProxy']) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
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

/** JOBS_CRON_ROUTER_DRIFT=… sets the schedule of the kind `router-drift`. */
function cronOverridesFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const prefix = 'JOBS_CRON_';
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name, value]) => name.startsWith(prefix) && value)
      .map(([name, value]) => [name.slice(prefix.length).toLowerCase().replaceAll('_', '-'), value!.trim()]),
  );
}

/** Reads the configuration; `loadConfig({ PORT: '18080' })` in a test gives defaults for the rest. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return {
    host: env.HOST || '127.0.0.1',
    port: intFromEnv(env, 'PORT', 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: intFromEnv(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE),
    databaseTimeoutMs: intFromEnv(env, 'DATABASE_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUT_MS),
    accessTokenTtlSeconds: intFromEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', 300),
    refreshTokenTtlSeconds: intFromEnv(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    jwtSecret: env.JWT_SECRET || loadOrCreateJwtSecret(dataDir),
    staticRoot: env.STATIC_ROOT === 'off' ? null : path.resolve(env.STATIC_ROOT || path.join(repoRoot, 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logoMaxBytes: intFromEnv(env, 'LOGO_MAX_BYTES', 1024 * 1024),
    movesTickSeconds: env.MOVES_TICK_SECONDS === '0' ? 0 : intFromEnv(env, 'MOVES_TICK_SECONDS', 15),
    telemetry: {
      metrics: env.CLIENT_METRICS !== 'off',
      errors: env.CLIENT_ERRORS !== 'off',
      errorsDsn: env.CLIENT_ERRORS_DSN || null,
      preconnect: parseOrigins(env.PRECONNECT_ORIGINS),
    },
    metrics: parseMetricsEndpoint(env),
    loginThrottle: {
      windowSeconds: intFromEnv(env, 'LOGIN_THROTTLE_WINDOW_SECONDS', 15 * 60),
      maxFailuresPerAccount: intFromEnv(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
      maxFailuresPerAddress: intFromEnv(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
      maxFailuresPerAccountAnywhere: intFromEnv(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT_ANYWHERE', 50),
      backoffSeconds: intFromEnv(env, 'LOGIN_BACKOFF_SECONDS', 60),
    },
    realtime: {
      authTimeoutMs: intFromEnv(env, 'WS_AUTH_TIMEOUT_MS', 10_000),
      healthIntervalMs: intFromEnv(env, 'HEALTH_INTERVAL_SECONDS', 30) * 1000,
      probeTimeoutMs: intFromEnv(env, 'HEALTH_PROBE_TIMEOUT_MS', 5000),
      routerConcurrency: intFromEnv(env, 'HEALTH_ROUTER_CONCURRENCY', 8),
    },
    monitoring: {
      portReadSeconds: env.PORT_READ_SECONDS === '0' ? 0 : intFromEnv(env, 'PORT_READ_SECONDS', 60),
      evaluateSeconds:
        env.ALERTS_EVALUATE_SECONDS === '0'
          ? 0
          : intFromEnv(env, 'ALERTS_EVALUATE_SECONDS', DEFAULT_ALERTS_EVALUATE_SECONDS),
      reachabilitySampleSeconds: intFromEnv(env, 'REACHABILITY_SAMPLE_SECONDS', 900),
      historyRetentionDays: intFromEnv(env, 'HISTORY_RETENTION_DAYS', 30),
    },
    notifications: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      mailFrom: env.MAIL_FROM?.trim() || 'Portico <portico@localhost>',
      digestSeconds: intFromEnv(env, 'NOTIFY_DIGEST_SECONDS', 120),
      retryLimit: intFromEnv(env, 'NOTIFY_RETRY_LIMIT', 5),
      retryDelaySeconds: intFromEnv(env, 'NOTIFY_RETRY_DELAY_SECONDS', 30),
      allowPrivateTargets: env.NOTIFY_ALLOW_PRIVATE_TARGETS === '1',
    },
    jobs: {
      pollSeconds: intFromEnv(env, 'JOBS_POLL_SECONDS', 5),
      maintenanceSeconds: intFromEnv(env, 'JOBS_MAINTENANCE_SECONDS', 60),
      stopGraceMs: intFromEnv(env, 'JOBS_STOP_GRACE_SECONDS', 10) * 1000,
      cronCheckSeconds: Math.min(intFromEnv(env, 'JOBS_SCHEDULE_CHECK_SECONDS', 30), 45),
      cronOverrides: cronOverridesFromEnv(env),
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
