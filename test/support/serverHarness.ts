import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig, type AppConfig } from '../../server/src/config';
import type { Database, DatabaseHandle } from '../../server/src/db/database';
import { demoUsers } from '../../server/seed/demo/demoUsers';
import { openSeededTestDatabase } from './serverDatabase';

/** A JSON reply: status, headers and the parsed body (undefined when empty or not JSON). */
export interface Reply {
  status: number;
  headers: LightMyRequestResponse['headers'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
  body: any;
  raw: LightMyRequestResponse;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** Sends a request through inject and parses the JSON answer. */
  request(options: InjectOptions): Promise<Reply>;
  /** POST /api/token/pair for a demo user (password from the seed unless given). */
  login(email: string, password?: string): Promise<{ access: string; refresh: string }>;
  /** Headers of a signed-in demo user, optionally inside a customer: `await t.headersFor('staff@example.com', 1)`. */
  headersFor(email: string, customerId?: number, siteId?: number): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export function toReply(raw: LightMyRequestResponse): Reply {
  let body: unknown;
  if (raw.body && String(raw.headers['content-type'] ?? '').includes('json')) body = JSON.parse(raw.body);
  return { status: raw.statusCode, headers: raw.headers, body, raw };
}

/** Config for tests: fixed secret, no static files, config overrides on top. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      JWT_SECRET: 'test-secret-for-jest-only',
      STATIC_ROOT: 'off',
      DATA_DIR: '/nonexistent',
      // A test's env (TestServerOptions.env) may set how often due moves are looked for.
      MOVES_TICK_SECONDS: process.env.MOVES_TICK_SECONDS,
      // Alert timers stay off unless a test's env turns them on (tests call the evaluation with their own clock).
      PORT_READ_SECONDS: process.env.PORT_READ_SECONDS ?? '0',
      ALERTS_EVALUATE_SECONDS: process.env.ALERTS_EVALUATE_SECONDS ?? '0',
    }),
    ...overrides,
  };
}

export interface TestServerOptions {
  /** Config overrides on top of testConfig(). */
  config?: Partial<AppConfig>;
  /**
   * Environment variables the app reads when it is built (undefined removes one). Jest gives each
   * test file its own process.env, so they do not leak into other files.
   */
  env?: Record<string, string | undefined>;
  /** An open database to use instead of a fresh demo-seeded one; the caller closes it. */
  database?: DatabaseHandle;
  /** Collects the app's log lines (pino JSON), which are otherwise off in tests. */
  logStream?: NodeJS.WritableStream;
  /** Registers more routes (test probes) before the app is ready. */
  extend?: (app: FastifyInstance) => Promise<void>;
}

/**
 * The app on a private, demo-seeded database, for `inject`: the one setup every server test
 * builds on (serverWorld.ts and serverDevices.ts add their data and callers). One per test file:
 * `let t: TestServer; beforeAll(async () => { t = await startTestServer(); }); afterAll(() => t.close());`
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const { database } = options;
  const handle = database ?? (await openSeededTestDatabase());
  const config = testConfig(options.config);
  const app = await buildApp({ config, database: handle, logger: false, logStream: options.logStream });
  await options.extend?.(app);
  await app.ready();
  const tokens = new Map<string, { access: string; refresh: string }>();
  const request = async (options: InjectOptions) => toReply(await app.inject(options));

  const login = async (email: string, password?: string) => {
    const known = demoUsers.find((user) => user.email === email);
    const reply = await request({
      method: 'POST',
      url: '/api/token/pair',
      payload: { username: email, password: password ?? known?.password },
    });
    if (reply.status !== 200)
      throw new Error(`login as ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body as { access: string; refresh: string };
  };

  const headersFor = async (email: string, customerId?: number, siteId?: number) => {
    // One login per user and file: scrypt makes each login cost ~100 ms on purpose.
    if (!tokens.has(email)) tokens.set(email, await login(email));
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(email)!.access}` };
    if (customerId !== undefined) headers['x-customer-id'] = String(customerId);
    if (siteId !== undefined) headers['x-site-id'] = String(siteId);
    return headers;
  };

  return {
    app,
    db: handle.db,
    config,
    request,
    login,
    headersFor,
    close: async () => {
      await app.close();
      if (!database) await handle.close();
    },
  };
}
