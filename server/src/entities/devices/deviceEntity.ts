import { eq } from 'drizzle-orm';
import { customers, DEVICE_STATES, deviceStates, mikrotikDevices as devices, sites } from '../../db/schema';
import { apiStateFields, deviceStateFields, joinDeviceState } from '../../mikrotik/state/deviceState';
import type { EntityDef, Row } from '../kit/entityDef';
import { writableDeviceFields } from './deviceFields';
import { deviceBodyOf, prepareDevice } from './deviceInput';
import { registrationRoute } from './deviceRegistration';
import { deviceApplyRoutes } from './deviceApplyRoutes';
import { deviceRoutes } from './deviceRoutes';
import { device, deviceWriteProperties } from './deviceSchemas';

/** Credentials as the API shows them: no password, not even encrypted; null when none are stored. */
const shownCredentials = (value: unknown) =>
  value && typeof value === 'object' && 'username' in value && value.username !== null ? value : null;

const isoOrNull = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** The API item of a selected device: credentials without passwords, times as ISO text. */
function deviceItem(row: Row): Row {
  return {
    ...row,
    created_at: isoOrNull(row.created_at),
    modified_at: isoOrNull(row.modified_at),
    last_sync_at: isoOrNull(row.last_sync_at),
    login_credentials: shownCredentials(row.login_credentials),
    ssh_credentials: shownCredentials(row.ssh_credentials),
    ...apiStateFields(row),
  };
}

/**
 * A MikroTik router. Devices are cross-customer: superusers only, no tenancy headers, no change
 * records (those belong to a customer). Writes are checked by the shared device rules
 * (rules/deviceSchema.ts); passwords are stored encrypted. Routers register themselves (with the
 * registration secret) before a superuser configures them; deleting one drops its DHCP pools,
 * servers and leases with it (ON DELETE CASCADE).
 */
export const deviceEntity: EntityDef = {
  type: 'device',
  label: 'MikroTik device',
  tag: 'mikrotik',
  path: '/devices/',
  description: 'A MikroTik router managed by Portico.',
  tenancy: 'superuser',
  superuserOnly: 'Only superusers may manage MikroTik devices.',
  summaries: {
    list: 'All MikroTik devices (superuser only), as a plain array',
    read: 'One device',
    create: 'Create a device',
    update: 'Change a device; omitted fields keep their values',
    delete: 'Delete a device with its DHCP pools, servers and leases',
  },
  listing: 'array',
  withoutCanDelete: true,
  table: devices,
  idColumn: devices.id,
  // The superuser tenancy admits the caller; every device of every customer is theirs to see.
  scope: { rows: () => undefined },
  fields: {
    id: devices.id,
    identity: devices.identity,
    system_identity: devices.systemIdentity,
    description: devices.description,
    unique_id: devices.uniqueId,
    ip_address: devices.ipAddress,
    hostname: devices.hostname,
    api_port: devices.apiPort,
    ssh_port: devices.sshPort,
    api_ssl: devices.apiSsl,
    enabled: devices.enabled,
    is_new_device: devices.isNewDevice,
    bridge_switch: devices.bridgeSwitch,
    bridge_external: devices.bridgeExternal,
    external_interface: devices.externalInterface,
    site_id: devices.siteId,
    site_name: sites.name,
    customer_id: sites.customerId,
    customer_name: customers.name,
    created_at: devices.createdAt,
    modified_at: devices.modifiedAt,
    last_sync_at: devices.lastSyncAt,
    last_sync: devices.lastSync,
    router_interfaces: devices.routerInterfaces,
    login_credentials: {
      username: devices.loginUsername,
      enabled: devices.loginEnabled,
      description: devices.loginDescription,
    },
    ssh_credentials: {
      username: devices.sshUsername,
      enabled: devices.sshEnabled,
      description: devices.sshDescription,
    },
    ...deviceStateFields,
  },
  joins: (query) =>
    joinDeviceState(
      query.leftJoin(sites, eq(sites.id, devices.siteId)).leftJoin(customers, eq(customers.id, sites.customerId)),
      devices.id,
    ),
  toItem: deviceItem,
  orderable: { id: devices.id },
  defaultOrdering: 'id',
  searchColumns: [],
  filters: {
    site_id: { type: 'integer', column: devices.siteId },
    state: {
      type: 'string',
      enum: DEVICE_STATES,
      column: deviceStates.state,
      description: `The router's state: ${DEVICE_STATES.join(', ')}.`,
    },
    changes_pending: { type: 'boolean', column: deviceStates.changesPending },
  },
  dependents: [],
  writable: writableDeviceFields,
  itemProperties: device.properties,
  itemRequired: [...device.required],
  bodyProperties: deviceWriteProperties,
  requiredOnCreate: [],
  bodyOf: deviceBodyOf,
  prepare: (tx, _scope, candidate, existing) => prepareDevice(tx, candidate, existing),
  routes: () => [...deviceRoutes, ...deviceApplyRoutes, registrationRoute],
};
