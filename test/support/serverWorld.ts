import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../server/src/auth/jwt';
import type { Database } from '../../server/src/db/database';
import { customers, memberships, sites, users } from '../../server/src/db/schema';
import { startTestServer, type Reply as JsonReply, type TestServerOptions } from './serverHarness';

/** Status and parsed JSON body (null when empty) of an API call. */
/** The /api/crm collections of the table-served property and network entities, spelled out so a test notices one going missing. */
export const entityCollections = [
  'addresses',
  'floors',
  'rooms',
  'tenants',
  'networks',
  'networks/speedlimits',
  'external-ips',
  'wireless',
  'outlets',
  'doorbells',
  'doorbells/preset-messages',
];

export interface Reply {
  status: number;
  body: JsonReply['body'];
}

/** Calls the API as one user inside one customer (and optionally site), like the browser does. */
export interface ApiClient {
  get(url: string): Promise<Reply>;
  post(url: string, body: unknown): Promise<Reply>;
  patch(url: string, body: unknown): Promise<Reply>;
  put(url: string, body: unknown): Promise<Reply>;
  del(url: string): Promise<Reply>;
  /** A GET answered by a file (a CSV export): status, headers and the body as text. */
  download(url: string): Promise<Download>;
}

export interface Download {
  status: number;
  headers: Record<string, unknown>;
  text: string;
}

/**
 * Added to the demo seed: two customers, A (two sites) and B (one site), a staff member of each
 * and a superuser; site A1 has prefix 10.20.0.0/16 and tenant VLANs 100–199. Tokens are signed
 * directly (no scrypt login per user).
 */
export interface World {
  customerA: number;
  customerB: number;
  siteA1: number;
  siteA2: number;
  siteB: number;
  staffA: number;
  staffB: number;
  admin: number;
}

async function seedWorld(db: Database): Promise<World> {
  const [a, b] = await db
    .insert(customers)
    .values([{ name: 'Acme Housing' }, { name: 'Borealis Estates' }])
    .returning({ id: customers.id });
  const [a1, a2, b1] = await db
    .insert(sites)
    .values([
      {
        customerId: a.id,
        name: 'Harbour View',
        prefix: '10.20.0.0',
        netmask: 16,
        tenantMinVlanId: 100,
        tenantMaxVlanId: 199,
      },
      { customerId: a.id, name: 'Oak Street' },
      {
        customerId: b.id,
        name: 'Fjord Park',
        prefix: '10.20.0.0',
        netmask: 16,
        tenantMinVlanId: 100,
        tenantMaxVlanId: 199,
      },
    ])
    .returning({ id: sites.id });
  const [staffA, staffB, admin] = await db
    .insert(users)
    .values([
      { email: 'anna@acme.test', passwordHash: 'x', firstName: 'Anna', lastName: 'Acme' },
      { email: 'bjorn@borealis.test', passwordHash: 'x', firstName: 'Bjørn', lastName: 'Borealis' },
      { email: 'root@portico.test', passwordHash: 'x', firstName: 'Root', lastName: 'Admin', isSuperuser: true },
    ])
    .returning({ id: users.id });
  await db.insert(memberships).values([
    { userId: staffA.id, customerId: a.id },
    { userId: staffB.id, customerId: b.id, role: 'manager' },
  ]);
  return {
    customerA: a.id,
    customerB: b.id,
    siteA1: a1.id,
    siteA2: a2.id,
    siteB: b1.id,
    staffA: staffA.id,
    staffB: staffB.id,
    admin: admin.id,
  };
}

export interface EntityTestApp {
  app: FastifyInstance;
  db: Database;
  world: World;
  client(userId: number, customerId: number | null, siteId?: number | null): ApiClient;
  close(): Promise<void>;
}

/** The shared server setup (serverHarness.ts) plus the world above. */
export async function startEntityApp(options: TestServerOptions = {}): Promise<EntityTestApp> {
  const server = await startTestServer(options);
  const { app } = server;
  const world = await seedWorld(server.db);
  const client = (userId: number, customerId: number | null, siteId: number | null = null): ApiClient => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${signAccessToken(userId, server.config.jwtSecret, 3600)}`,
    };
    if (customerId !== null) headers['x-customer-id'] = String(customerId);
    if (siteId !== null) headers['x-site-id'] = String(siteId);
    const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      const response = await app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: response.statusCode, body: response.body ? response.json() : null };
    };
    const download = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, headers: response.headers, text: response.body };
    };
    return {
      download,
      get: (url) => call('GET', url),
      post: (url, body) => call('POST', url, body),
      patch: (url, body) => call('PATCH', url, body),
      put: (url, body) => call('PUT', url, body),
      del: (url) => call('DELETE', url),
    };
  };
  return { app, db: server.db, world, client, close: () => server.close() };
}
