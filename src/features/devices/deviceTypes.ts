import type { DeviceStateFields } from './deviceStateTypes';

/** Shapes of the MikroTik devices API (requirements §3). */

export interface DeviceCredentials {
  username: string;
  enabled: boolean;
  description: string | null;
}

/** Credentials as written: the password is accepted but never returned. */
export interface DeviceCredentialsInput extends DeviceCredentials {
  password?: string;
}

/** An outlet whose link state a sync changed. */
export interface SyncedOutlet {
  id: number;
  label: string;
  switch_port: string;
  interface_up: boolean;
}

/** The last sync attempt, failed ones too. */
export interface LastSync {
  at: string;
  ok: boolean;
  /** why it failed; null when it worked */
  message: string | null;
  outlets_updated: SyncedOutlet[];
}

/** An interface as the last successful sync read it. */
export interface RouterInterface {
  name: string;
  type: string;
  running: boolean;
  disabled: boolean;
  comment: string | null;
}

export interface Device extends DeviceStateFields {
  id: number;
  identity: string | null;
  system_identity: string | null;
  description: string | null;
  unique_id: string | null;
  ip_address: string | null;
  hostname: string | null;
  api_port: number | null;
  ssh_port: number;
  api_ssl: boolean;
  enabled: boolean;
  is_new_device: boolean;
  bridge_switch: string | null;
  bridge_external: string | null;
  external_interface: number | null;
  site_id: number | null;
  site_name: string | null;
  /** The customer of the router's site (devices span customers); null without a site. */
  customer_id: number | null;
  customer_name: string | null;
  created_at: string;
  modified_at: string;
  /** the last successful sync */
  last_sync_at: string | null;
  last_sync: LastSync | null;
  router_interfaces: RouterInterface[] | null;
  login_credentials: DeviceCredentials | null;
  ssh_credentials: DeviceCredentials | null;
}

/** Body of POST /mikrotik/devices/ and PATCH /mikrotik/devices/{id}/. */
export interface DeviceWriteBody {
  identity: string;
  description: string | null;
  ip_address: string | null;
  hostname: string | null;
  api_port: number | null;
  api_ssl: boolean;
  ssh_port: number;
  enabled: boolean;
  bridge_switch: string | null;
  bridge_external: string | null;
  external_interface: number | null;
  site_id: number | null;
  // Omitted means "leave as is"; null removes the credentials.
  login_credentials?: DeviceCredentialsInput | null;
  ssh_credentials?: DeviceCredentialsInput | null;
}

/** GET /mikrotik/devices/{id}/config/ */
export interface DeviceConfig {
  config: string;
  device_name: string;
  template_name: string;
  generated_at: string;
}
