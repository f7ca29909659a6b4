import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/password';
import type { Database } from '../../src/db/database';
import { customers, users } from '../../src/db/schema';
import { BulkWriter, Progress } from './bulkWriter';
import {
  CUSTOMERS,
  EXTERNAL_IPS_PER_SITE,
  PRESETS_PER_CUSTOMER,
  ROOMS_PER_ADDRESS,
  SITES,
  SPEED_LIMITS_PER_CUSTOMER,
  STAFF_PER_CUSTOMER,
  TOTAL,
  WIRELESS_PER_SITE,
  type Bases,
} from './largeLayout';
import { largeCustomers } from './largeNames';
import * as networkRows from './largeNetworkRows';
import * as rows from './largeRows';

/** Tables whose search-vocabulary triggers are paused during the load (rebuilt once at the end). */
const TRIGGERED = [
  'customers',
  'users',
  'sites',
  'addresses',
  'floors',
  'rooms',
  'tenants',
  'networks',
  'wireless_networks',
];
export const LARGE_STAFF_PASSWORD = 'large123';

export interface LargeSeedResult {
  seconds: number;
  counts: Record<string, number>;
}

/** True when the large operator's customers are already in the database. */
export async function hasLargeData(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.name, [...largeCustomers]))
    .limit(1);
  return Boolean(row);
}

async function basesOf(writer: BulkWriter): Promise<Bases> {
  return {
    users: await writer.nextId('users'),
    customers: await writer.nextId('customers'),
    sites: await writer.nextId('sites'),
    addresses: await writer.nextId('addresses'),
    floors: await writer.nextId('floors'),
    rooms: await writer.nextId('rooms'),
    tenants: await writer.nextId('tenants'),
    speedLimits: await writer.nextId('speed_limits'),
    networks: await writer.nextId('networks'),
    doorbells: await writer.nextId('doorbells'),
  };
}

async function setTriggers(db: Database, enabled: boolean) {
  for (const table of TRIGGERED)
    await db.execute(
      sql.raw(`ALTER TABLE "${table}" ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER "${table}_search_terms"`),
    );
}

/**
 * Adds a large operator to a migrated database: 20 customers, 400 sites, 20,000 addresses,
 * 40,000 floors, 100,000 rooms, 300,000 outlets, 60,000 tenants with 72,000 occupancy periods,
 * 60,000 networks, and their wireless networks, external IPs, doorbells and staff users
 * (password `large123`; admin@example.com becomes a member of every new customer).
 */
export async function seedLargeData(db: Database, log: (line: string) => void = console.log): Promise<LargeSeedResult> {
  const started = Date.now();
  const writer = new BulkWriter(db, new Progress());
  const b = await basesOf(writer);
  const passwordHash = await hashPassword(LARGE_STAFF_PASSWORD);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  const counts: Record<string, number> = {};
  const put = async (table: string, columns: string[], generated: Iterable<rows.CellRow>, total: number) => {
    counts[table] = await writer.insert(table, columns, generated, total);
  };

  log(
    `Seeding the large data set (${TOTAL.rooms.toLocaleString('en-US')} rooms, ${TOTAL.outlets.toLocaleString('en-US')} outlets)…`,
  );
  await setTriggers(db, false);
  try {
    await put('customers', ['id', 'name'], rows.customerRows(b), CUSTOMERS);
    await put(
      'users',
      ['id', 'email', 'password_hash', 'first_name', 'last_name'],
      rows.userRows(b, passwordHash),
      CUSTOMERS * STAFF_PER_CUSTOMER,
    );
    await put(
      'memberships',
      ['user_id', 'customer_id', 'role'],
      rows.membershipRows(b, admin?.id ?? null),
      CUSTOMERS * (STAFF_PER_CUSTOMER + (admin ? 1 : 0)),
    );
    await put(
      'sites',
      [
        'id',
        'customer_id',
        'name',
        'description',
        'time_zone',
        'physical_address',
        'prefix',
        'netmask',
        'tenant_min_vlan_id',
        'tenant_max_vlan_id',
        'tenant_wifi_ssid',
      ],
      rows.siteRows(b),
      SITES,
    );
    await put(
      'addresses',
      ['id', 'customer_id', 'site_id', 'street', 'house_number', 'postal_code', 'city', 'country'],
      rows.addressRows(b),
      TOTAL.addresses,
    );
    await put(
      'floors',
      ['id', 'customer_id', 'site_id', 'address_id', 'name', 'level'],
      rows.floorRows(b),
      TOTAL.floors,
    );
    await put(
      'rooms',
      ['id', 'customer_id', 'site_id', 'address_id', 'floor_id', 'name', 'kind'],
      rows.roomRows(b),
      TOTAL.rooms,
    );
    await put(
      'tenants',
      ['id', 'customer_id', 'site_id', 'kind', 'name', 'email', 'phone', 'reference'],
      rows.tenantRows(b),
      TOTAL.tenants,
    );
    await put(
      'room_occupancies',
      ['customer_id', 'room_id', 'tenant_id', 'start_date', 'end_date'],
      rows.occupancyRows(b),
      TOTAL.tenants * 1.2,
    );
    await put(
      'speed_limits',
      ['id', 'customer_id', 'name', 'download_kbps', 'upload_kbps'],
      networkRows.speedLimitRows(b),
      CUSTOMERS * SPEED_LIMITS_PER_CUSTOMER,
    );
    await put(
      'networks',
      ['id', 'customer_id', 'site_id', 'name', 'vlan_id', 'subnet', 'gateway', 'tenant_id', 'speed_limit_id'],
      networkRows.networkRows(b),
      TOTAL.networks,
    );
    await put(
      'outlets',
      [
        'customer_id',
        'site_id',
        'address_id',
        'floor_id',
        'room_id',
        'label',
        'switch_port',
        'network_id',
        'interface_up',
        'interface_changed_at',
      ],
      networkRows.outletRows(b),
      TOTAL.outlets,
    );
    await put(
      'wireless_networks',
      ['customer_id', 'site_id', 'ssid', 'security', 'passphrase', 'band', 'vlan_id'],
      networkRows.wirelessRows(b),
      SITES * WIRELESS_PER_SITE,
    );
    await put(
      'external_ips',
      ['customer_id', 'site_id', 'address', 'network_id'],
      networkRows.externalIpRows(b),
      SITES * EXTERNAL_IPS_PER_SITE,
    );
    await put(
      'doorbells',
      ['id', 'customer_id', 'site_id', 'address_id', 'name', 'device_id'],
      networkRows.doorbellRows(b),
      TOTAL.addresses,
    );
    await put(
      'doorbell_targets',
      ['doorbell_id', 'room_id'],
      networkRows.doorbellTargetRows(b),
      TOTAL.addresses * ROOMS_PER_ADDRESS,
    );
    await put(
      'doorbell_preset_messages',
      ['customer_id', 'text', 'position'],
      networkRows.presetRows(b),
      CUSTOMERS * PRESETS_PER_CUSTOMER,
    );
  } finally {
    await setTriggers(db, true);
  }
  for (const table of [
    'users',
    'customers',
    'sites',
    'addresses',
    'floors',
    'rooms',
    'tenants',
    'speed_limits',
    'networks',
    'doorbells',
  ]) {
    await writer.syncSequence(table);
  }
  log('  search vocabulary and planner statistics…');
  await db.execute(sql`select search_terms_rebuild()`);
  // VACUUM sets the visibility map, so counts and id pages become index-only scans.
  await db.execute(sql`vacuum analyze`);
  return { seconds: (Date.now() - started) / 1000, counts };
}
