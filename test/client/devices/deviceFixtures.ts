import type { Device, DeviceConfig } from '../../../src/features/devices/deviceTypes';

const HOUR = 3600 * 1000;

/** A configured, enabled, synced device; override what a test is about. */
export function makeDevice(overrides: Partial<Device> = {}): Device {
  const now = Date.now();
  return {
    id: 1,
    identity: 'core-router',
    system_identity: 'MikroTik',
    description: 'Basement rack',
    unique_id: 'HCQ08A1B2C3',
    ip_address: '10.0.0.1',
    hostname: 'core.example.net',
    api_port: 8728,
    ssh_port: 22,
    api_ssl: false,
    enabled: true,
    is_new_device: false,
    bridge_switch: null,
    bridge_external: null,
    external_interface: null,
    site_id: 3,
    site_name: 'Grünerløkka',
    // Another customer than the active one (Acme Housing): devices span customers.
    customer_id: 4,
    customer_name: 'Nordlys Eiendom',
    created_at: new Date(now - 3 * 24 * HOUR).toISOString(),
    modified_at: new Date(now - 2 * HOUR).toISOString(),
    last_sync_at: new Date(now - 5 * 60 * 1000).toISOString(),
    last_sync: null,
    router_interfaces: null,
    login_credentials: { username: 'api-user', enabled: true, description: 'API login' },
    ssh_credentials: null,
    state: 'in_sync',
    drift_items: 0,
    state_reason: null,
    changes_pending: false,
    checked_at: new Date(now - 10 * 60 * 1000).toISOString(),
    apply_job_id: null,
    last_applied_at: null,
    last_applied_by: null,
    last_apply: null,
    ...overrides,
  };
}

/** A device that announced itself and is not configured yet. */
export function makeNewDevice(overrides: Partial<Device> = {}): Device {
  return makeDevice({
    identity: null,
    system_identity: 'MikroTik-New',
    unique_id: null,
    ip_address: null,
    hostname: null,
    api_port: null,
    site_id: null,
    site_name: null,
    customer_id: null,
    customer_name: null,
    is_new_device: true,
    last_sync_at: null,
    login_credentials: null,
    ...overrides,
  });
}

export function makeConfig(overrides: Partial<DeviceConfig> = {}): DeviceConfig {
  return {
    config: '/system identity\nset name=core-router\n/interface bridge\nadd name=bridge1 vlan-filtering=yes\n', // the server ends a script with a newline
    device_name: 'core-router',
    template_name: 'default-site',
    generated_at: new Date(Date.now() - 2 * 60 * 1000).toISOString(),
    ...overrides,
  };
}
