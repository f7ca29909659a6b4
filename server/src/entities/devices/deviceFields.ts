import type { DeviceRow } from '../../db/schema';

/** API field → drizzle column key of every plain field a superuser may write (credentials aside). */
export const writableDeviceFields = {
  identity: 'identity',
  description: 'description',
  site_id: 'siteId',
  ip_address: 'ipAddress',
  hostname: 'hostname',
  api_port: 'apiPort',
  ssh_port: 'sshPort',
  api_ssl: 'apiSsl',
  enabled: 'enabled',
  bridge_switch: 'bridgeSwitch',
  bridge_external: 'bridgeExternal',
  external_interface: 'externalInterface',
} as const satisfies Record<string, keyof DeviceRow>;

export type WritableDeviceField = keyof typeof writableDeviceFields;
export type DeviceValues = { [F in WritableDeviceField]: DeviceRow[(typeof writableDeviceFields)[F]] };
/** A device record before the rules checked it: stored values with what the client sent over them. */
export type DeviceInput = Partial<Record<WritableDeviceField, unknown>>;

export const writableDeviceFieldNames = Object.keys(writableDeviceFields) as WritableDeviceField[];

export function deviceColumnsOf(values: DeviceValues): Partial<DeviceRow> {
  return Object.fromEntries(
    writableDeviceFieldNames.map((field) => [writableDeviceFields[field], values[field]]),
  ) as Partial<DeviceRow>;
}

/** Stored credentials of one kind, password excluded. */
export type CredentialKind = 'login' | 'ssh';

const credentialColumns = {
  login: {
    username: 'loginUsername',
    password: 'loginPassword',
    enabled: 'loginEnabled',
    description: 'loginDescription',
  },
  ssh: { username: 'sshUsername', password: 'sshPassword', enabled: 'sshEnabled', description: 'sshDescription' },
} as const;

export const credentialColumnsOf = (kind: CredentialKind) => credentialColumns[kind];

function publicCredentials(row: DeviceRow, kind: CredentialKind) {
  const columns = credentialColumns[kind];
  const username = row[columns.username];
  // Passwords never leave the server, not even encrypted.
  return username === null ? null : { username, enabled: row[columns.enabled], description: row[columns.description] };
}

/** Where a router serves: its site's name and that site's customer (devices span customers). */
export interface DevicePlace {
  siteName: string | null;
  customerId: number | null;
  customerName: string | null;
}

/** The HTTP contract's Device; `place` names its site and customer (the list and reads join them). */
export function toApiDevice(row: DeviceRow, place: DevicePlace) {
  return {
    id: row.id,
    identity: row.identity,
    system_identity: row.systemIdentity,
    description: row.description,
    unique_id: row.uniqueId,
    ip_address: row.ipAddress,
    hostname: row.hostname,
    api_port: row.apiPort,
    ssh_port: row.sshPort,
    api_ssl: row.apiSsl,
    enabled: row.enabled,
    is_new_device: row.isNewDevice,
    bridge_switch: row.bridgeSwitch,
    bridge_external: row.bridgeExternal,
    external_interface: row.externalInterface,
    site_id: row.siteId,
    site_name: place.siteName,
    customer_id: place.customerId,
    customer_name: place.customerName,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
    last_sync_at: row.lastSyncAt?.toISOString() ?? null,
    last_sync: row.lastSync,
    router_interfaces: row.routerInterfaces,
    login_credentials: publicCredentials(row, 'login'),
    ssh_credentials: publicCredentials(row, 'ssh'),
  };
}
