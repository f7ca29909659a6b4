import path from 'node:path';
import { count } from 'drizzle-orm';
import { hashPassword } from '../src/auth/password';
import type { Database } from '../src/db/database';
import { customers, memberships, sites, users } from '../src/db/schema';
import { demoCustomers, type DemoCustomer, type DemoSite } from './demo/demoCustomers';
import { seedDemoDevices } from './demo/devices';
import { demoUsers } from './demo/demoUsers';
import { svgLogo } from './demo/logos';
import { seededRandom } from './demo/random';
import { seedCustomerNetworkSettings, seedSiteNetworks } from './demo/networkContent';
import { seedSiteContent } from './demo/siteContent';
import { storeImage } from '../src/media/mediaRepository';

/** The requirements §3 site settings of a demo site, derived from its network number. */
function siteSettings(site: DemoSite, customer: DemoCustomer) {
  const slug = site.name
    .normalize('NFD')
    .replace(/[^A-Za-z]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return {
    name: site.name,
    description: site.description,
    timeZone: site.timeZone,
    physicalAddress: `${site.buildings[0].street} ${site.buildings[0].houseNumber}, ${site.buildings[0].postalCode} ${site.buildings[0].city}`,
    shippingAddress: null,
    gpsLatitude: site.coordinates[0],
    gpsLongitude: site.coordinates[1],
    prefix: `10.${site.network}.0.0`,
    netmask: 16,
    unifiId: 1000 + site.network,
    oeplApId: site.network,
    tenantWifiSsid: `${site.name.split(' ')[0]}-Beboer`.slice(0, 32),
    guestWifiId: 500 + site.network,
    tenantMinVlanId: site.vlans[0],
    tenantMaxVlanId: site.vlans[1],
    // Outside the tenant range: where a vacant room's outlets go until someone moves in.
    vacantVlanId: 3999,
    tenantDhcpDns: `dns.${customer.domain}`,
    portalDns: `portal-${slug}.${customer.domain}`,
    portalSecret: `demo-secret-${site.network}`,
    portalProxyIp: `10.${site.network}.0.2`,
    portalBackgroundColor: customer.logo?.background ?? '#334155',
  };
}

/** The child process that makes a new embedded database, migrated and seeded (see db/prepareDataDir.ts). */
export const initDataDirScript = path.join(__dirname, 'initDataDirCli.ts');

/** True when the database has no users yet, i.e. needs the demo data. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [{ users: userCount }] = await db.select({ users: count() }).from(users);
  return userCount === 0;
}

/**
 * Writes the demo data set: customers (two with logos), their sites with buildings, floors, rooms,
 * tenants and occupancy, networks, outlets, external IPs, wireless and doorbells, the demo routers
 * and the demo logins. Deterministic: the same rows on every run.
 */
export async function seedDemoData(database: Database): Promise<{ customers: number; sites: number; users: number }> {
  // One transaction: a seed that fails halfway leaves an empty database, seeded again next start.
  return database.transaction(async (tx) => writeDemoData(tx));
}

async function writeDemoData(db: Database) {
  const random = seededRandom(20260101);
  // A stream of its own, so the network side does not change the people and rooms drawn above.
  const networkRandom = seededRandom(20260202);
  const customerIds = new Map<string, number>();
  let siteCount = 0;
  for (const customer of demoCustomers) {
    const logoMediaId = customer.logo
      ? await storeImage(db, {
          contentType: 'image/svg+xml',
          data: svgLogo(customer.logo.initials, customer.logo.background, customer.logo.accent),
        })
      : null;
    const [row] = await db
      .insert(customers)
      .values({ name: customer.name, logoMediaId })
      .returning({ id: customers.id });
    customerIds.set(customer.name, row.id);
    const limitIds = await seedCustomerNetworkSettings(db, row.id);
    for (const site of customer.sites) {
      const [siteRow] = await db
        .insert(sites)
        .values({ customerId: row.id, ...siteSettings(site, customer) })
        .returning({ id: sites.id });
      await seedSiteContent(db, random, site, { customerId: row.id, siteId: siteRow.id }, customer.domain);
      await seedSiteNetworks(db, networkRandom, site, { customerId: row.id, siteId: siteRow.id }, limitIds);
      siteCount += 1;
    }
  }
  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)));
  for (const [i, user] of demoUsers.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        email: user.email,
        passwordHash: hashes[i],
        firstName: user.firstName,
        lastName: user.lastName,
        isSuperuser: user.isSuperuser,
      })
      .returning({ id: users.id });
    const names = user.customers === 'all' ? [...customerIds.keys()] : user.customers;
    if (names.length > 0)
      await db
        .insert(memberships)
        .values(names.map((name) => ({ userId: row.id, customerId: customerIds.get(name)! })));
  }
  await seedDemoDevices(db);
  return { customers: customerIds.size, sites: siteCount, users: demoUsers.length };
}

/** Seeds only an empty database; returns what was written, or null when data existed. */
export async function seedIfEmpty(db: Database) {
  return (await isDatabaseEmpty(db)) ? seedDemoData(db) : null;
}
