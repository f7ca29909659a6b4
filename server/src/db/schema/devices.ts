import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { sites } from './sites';

/** An outlet whose link state a sync changed. */
export interface SyncedOutlet {
  id: number;
  label: string;
  switch_port: string;
  interface_up: boolean;
}

/** The outcome of a device's last sync attempt, as stored and as the API shows it. */
export interface LastSyncResult {
  at: string;
  ok: boolean;
  /** why it failed; null when it succeeded */
  message: string | null;
  /** the outlets whose link state it changed (empty when it failed) */
  outlets_updated: SyncedOutlet[];
}

/** An interface as the last sync read it. */
export interface RouterInterfaceSummary {
  name: string;
  type: string;
  running: boolean;
  disabled: boolean;
  comment: string | null;
}

/**
 * A MikroTik router. Cross-customer: superusers manage them; a site assigns one to a
 * building. Passwords are AES-256-GCM ciphertexts (server/src/mikrotik/secrets.ts), never plain;
 * a null username means "no credentials of that kind".
 */
export const mikrotikDevices = pgTable(
  'mikrotik_devices',
  {
    id: serial('id').primaryKey(),
    // Deleting a site keeps its routers, now unassigned.
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    identity: text('identity'),
    systemIdentity: text('system_identity'),
    description: text('description'),
    uniqueId: text('unique_id'),
    ipAddress: text('ip_address'),
    hostname: text('hostname'),
    apiPort: integer('api_port'),
    sshPort: integer('ssh_port').notNull().default(22),
    apiSsl: boolean('api_ssl').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    isNewDevice: boolean('is_new_device').notNull().default(false),
    bridgeSwitch: text('bridge_switch'),
    bridgeExternal: text('bridge_external'),
    externalInterface: integer('external_interface'),
    loginUsername: text('login_username'),
    loginPassword: text('login_password_encrypted'),
    loginEnabled: boolean('login_enabled').notNull().default(true),
    loginDescription: text('login_description'),
    sshUsername: text('ssh_username'),
    sshPassword: text('ssh_password_encrypted'),
    sshEnabled: boolean('ssh_enabled').notNull().default(true),
    sshDescription: text('ssh_description'),
    // What the last successful sync read from the router.
    routerosVersion: text('routeros_version'),
    boardName: text('board_name'),
    model: text('model'),
    architecture: text('architecture'),
    firmware: text('firmware'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    // The last sync attempt, failed ones too: when, ok or why not, and the outlets it updated.
    lastSync: jsonb('last_sync').$type<LastSyncResult>(),
    // The interfaces the last successful sync read, with their link state.
    routerInterfaces: jsonb('router_interfaces').$type<RouterInterfaceSummary[]>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('mikrotik_devices_unique_id_key').on(t.uniqueId),
    index('mikrotik_devices_site_idx').on(t.siteId),
  ],
);

/** A stored router, as the device routes, the sync and the health probes read it. */
export type DeviceRow = typeof mikrotikDevices.$inferSelect;

const deviceId = () =>
  integer('device_id')
    .notNull()
    .references(() => mikrotikDevices.id, { onDelete: 'cascade' });

/** `/ip pool` entries as read by the last sync. */
export const mikrotikDhcpPools = pgTable(
  'mikrotik_dhcp_pools',
  {
    id: serial('id').primaryKey(),
    deviceId: deviceId(),
    routerId: text('router_id').notNull(),
    name: text('name').notNull(),
    ranges: text('ranges').notNull(),
    comment: text('comment'),
  },
  (t) => [index('mikrotik_dhcp_pools_device_idx').on(t.deviceId)],
);

/** `/ip dhcp-server` entries as read by the last sync. */
export const mikrotikDhcpServers = pgTable(
  'mikrotik_dhcp_servers',
  {
    id: serial('id').primaryKey(),
    deviceId: deviceId(),
    routerId: text('router_id').notNull(),
    name: text('name').notNull(),
    interface: text('interface').notNull(),
    addressPool: text('address_pool'),
    leaseTime: text('lease_time'),
    disabled: boolean('disabled').notNull(),
    invalid: boolean('invalid').notNull(),
    comment: text('comment'),
  },
  (t) => [index('mikrotik_dhcp_servers_device_idx').on(t.deviceId)],
);

/** `/ip dhcp-server lease` entries as read by the last sync. */
export const mikrotikDhcpLeases = pgTable(
  'mikrotik_dhcp_leases',
  {
    id: serial('id').primaryKey(),
    deviceId: deviceId(),
    routerId: text('router_id').notNull(),
    address: text('address').notNull(),
    macAddress: text('mac_address').notNull(),
    hostName: text('host_name'),
    server: text('server'),
    status: text('status'),
    dynamic: boolean('dynamic').notNull(),
    disabled: boolean('disabled').notNull(),
    expiresAfter: text('expires_after'),
    lastSeen: text('last_seen'),
    comment: text('comment'),
  },
  (t) => [index('mikrotik_dhcp_leases_device_idx').on(t.deviceId)],
);
