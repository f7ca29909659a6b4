import path from 'node:path';
import { eq } from 'drizzle-orm';
import { repoRoot } from '../../src/config';
import { encryptSecret, loadOrCreateDeviceKey } from '../../src/mikrotik/secrets';
import type { Database } from '../../src/db/database';
import { mikrotikDevices, sites } from '../../src/db/schema';

/** The key the server will use: DEVICE_SECRET_KEY, else the key file in DATA_DIR (as loadConfig resolves it). */
const seedKey = () =>
  loadOrCreateDeviceKey(process.env, path.resolve(process.env.DATA_DIR || path.join(repoRoot, 'data')));

async function siteId(db: Database, name: string): Promise<number | null> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.name, name));
  return row?.id ?? null;
}

/**
 * Demo MikroTik routers: one configured for the local simulator (`npm run routeros:sim`, API on
 * 127.0.0.1:18728, admin / simpass) so Sync works out of the box, one reached by host name, one
 * disabled, and one that announced itself and still waits for a site (a new device).
 */
export async function seedDemoDevices(db: Database): Promise<number> {
  const key = seedKey();
  const secret = (password: string) => encryptSecret(password, key);
  const rows: (typeof mikrotikDevices.$inferInsert)[] = [
    {
      identity: 'gw-grunerlokka',
      description: 'Building gateway in the basement rack (demo: the local RouterOS simulator)',
      siteId: await siteId(db, 'Grünerløkka Lofts'),
      ipAddress: '127.0.0.1',
      apiPort: 18728,
      bridgeSwitch: 'bridge',
      externalInterface: 1,
      loginUsername: 'admin',
      loginPassword: secret('simpass'),
      loginDescription: 'API user of the simulator',
      sshUsername: 'admin',
      sshPassword: secret('simpass'),
      sshDescription: 'Console access',
    },
    {
      identity: 'gw-bjorvika',
      description: 'Core router, 2nd floor comms room',
      siteId: await siteId(db, 'Bjørvika Kontorpark'),
      hostname: 'gw-bjorvika.nordlys-eiendom.no',
      apiSsl: true,
      bridgeSwitch: 'br-tenants',
      bridgeExternal: 'sfp-sfpplus1',
      loginUsername: 'portico',
      loginPassword: secret('demo-bjorvika-api'),
      loginDescription: 'Read-only API group',
    },
    {
      identity: 'gw-bryggen',
      description: 'Replaced after water damage; kept for its history',
      siteId: await siteId(db, 'Bryggen Apartments'),
      ipAddress: '10.20.0.1',
      enabled: false,
      uniqueId: 'HD908F1AB2C',
      systemIdentity: 'gw-bryggen',
      loginUsername: 'portico',
      loginPassword: secret('demo-bryggen-api'),
      loginEnabled: false,
    },
    {
      systemIdentity: 'MikroTik',
      uniqueId: 'HGA09K7PQ2M',
      ipAddress: '192.0.2.44',
      isNewDevice: true,
      description: 'Announced itself; waiting for a site',
    },
  ];
  await db.insert(mikrotikDevices).values(rows);
  return rows.length;
}
