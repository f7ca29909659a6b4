import type { Device } from './deviceTypes';

/** Display state of a device (requirements §4): new wins over enabled, enabled over disabled. */
export type DeviceStatus = 'new' | 'enabled' | 'disabled';

export function deviceStatus(device: Pick<Device, 'is_new_device' | 'enabled'>): DeviceStatus {
  if (device.is_new_device) return 'new';
  return device.enabled ? 'enabled' : 'disabled';
}

export const deviceStatusLabels: Record<DeviceStatus, string> = {
  new: 'New Device',
  enabled: 'Enabled',
  disabled: 'Disabled',
};

/** Title of a device: identity, else system_identity, else "Unnamed Device" (requirements §2.6). */
export function deviceTitle(device: Pick<Device, 'identity' | 'system_identity'>): string {
  return device.identity || device.system_identity || 'Unnamed Device';
}

/**
 * How to reach a device: the IP (with ":port" when an API port is set), else the hostname.
 *
 * @example connectionInfo({ ip_address: '10.0.0.1', api_port: 8728, hostname: null }) // '10.0.0.1:8728'
 */
export function connectionInfo(device: Pick<Device, 'ip_address' | 'api_port' | 'hostname'>): string {
  if (device.ip_address) return device.api_port ? `${device.ip_address}:${device.api_port}` : device.ip_address;
  return device.hostname || 'No connection info';
}

/** File name of a downloaded configuration: the identity (or "mikrotik") plus "-config.rsc". */
export function configFileName(device: Pick<Device, 'identity'> | undefined): string {
  return `${device?.identity || 'mikrotik'}-config.rsc`;
}

/**
 * Where a router serves: its site's customer and the site ("Acme Housing · Harbour View"), never the
 * active customer and site (devices span customers); "No site" for a router without one.
 */
export function devicePlace(device: Pick<Device, 'site_name' | 'customer_name'>): string {
  if (!device.site_name) return 'No site';
  return device.customer_name ? `${device.customer_name} · ${device.site_name}` : device.site_name;
}
