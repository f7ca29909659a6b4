import { eq } from 'drizzle-orm';
import type { Database } from '../../server/src/db/database';
import { mikrotikDevices, rooms, sites } from '../../server/src/db/schema';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../tools/routeros-simulator/simulator';
import type { StartSimulatorOptions } from '../../tools/routeros-simulator/simulatorOptions';
import { startTestServer, type Reply, type TestServer } from './serverHarness';

export const REGISTRATION_SECRET = 'router-registration-secret-for-tests';
export const DEVICE_KEY = 'device-secret-key-for-tests';

export interface DeviceTestServer extends TestServer {
  /** Superuser (admin@example.com) calls. */
  admin(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<Reply>;
}

/**
 * The app with the MikroTik settings of these tests (REGISTRATION_SECRET and DEVICE_SECRET_KEY,
 * read from the environment when the app is built). `env` overrides (undefined removes a variable).
 */
export async function startDeviceServer(env: Record<string, string | undefined> = {}): Promise<DeviceTestServer> {
  const t = await startTestServer({ env: { REGISTRATION_SECRET, DEVICE_SECRET_KEY: DEVICE_KEY, ...env } });
  const headers = await t.headersFor('admin@example.com');
  const admin: DeviceTestServer['admin'] = (method, url, payload) =>
    t.request({ method, url, headers, ...(payload ? { payload } : {}) });
  return Object.assign(t, { admin });
}

/** A demo site by name. */
export async function siteNamed(db: Database, name: string) {
  const [site] = await db.select().from(sites).where(eq(sites.name, name));
  if (!site) throw new Error(`no demo site ${name}`);
  return site;
}

/** One demo room of the site (outlets need a room). */
export async function roomOf(db: Database, siteId: number) {
  const [room] = await db.select().from(rooms).where(eq(rooms.siteId, siteId)).orderBy(rooms.id).limit(1);
  return room;
}

export async function storedDevice(db: Database, id: number) {
  const [row] = await db.select().from(mikrotikDevices).where(eq(mikrotikDevices.id, id));
  return row;
}

export const GRUNERLOKKA = 'Grünerløkka Lofts';

type DemoSite = Awaited<ReturnType<typeof siteNamed>>;

export interface SimulatedRouter {
  t: DeviceTestServer;
  sim: RouterOsSimulator;
  site: DemoSite;
  deviceId: number;
  close(): Promise<void>;
}

/**
 * The app beside a RouterOS simulator, with one router of Grünerløkka Lofts registered against it
 * (the simulator's admin login). `prepare` adds rows before the router is registered.
 */
export async function startSimulatedRouter(
  identity: string,
  options: {
    env?: Record<string, string | undefined>;
    simulator?: StartSimulatorOptions;
    prepare?: (t: DeviceTestServer, site: DemoSite) => Promise<void>;
  } = {},
): Promise<SimulatedRouter> {
  const t = await startDeviceServer(options.env);
  const sim = await startRouterOsSimulator(options.simulator);
  const site = await siteNamed(t.db, GRUNERLOKKA);
  await options.prepare?.(t, site);
  const deviceId = await registerSimulatedRouter(t, sim, identity, site.id);
  const close = async () => {
    await sim.close();
    await t.close();
  };
  return { t, sim, site, deviceId, close };
}

/** Registers a router of the site that logs in to the simulator (its admin login), as the superuser; its id. */
export async function registerSimulatedRouter(
  t: TestServer,
  sim: Pick<RouterOsSimulator, 'host' | 'port'>,
  identity: string,
  siteId: number,
): Promise<number> {
  const created = await t.request({
    method: 'POST',
    url: '/api/mikrotik/devices/',
    headers: await t.headersFor('admin@example.com'),
    payload: {
      identity,
      site_id: siteId,
      ip_address: sim.host,
      api_port: sim.port,
      login_credentials: { username: 'admin', password: 'simpass' },
    },
  });
  if (created.status !== 201) throw new Error(`registering ${identity} answered ${created.status}`);
  return created.body.id as number;
}
