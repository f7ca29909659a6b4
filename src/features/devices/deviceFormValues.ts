import { deviceSchema, DEFAULT_SSH_PORT } from '../../../rules/deviceSchema';
import type { Device, DeviceCredentials, DeviceCredentialsInput, DeviceWriteBody } from './deviceTypes';

/** Form state of one set of credentials; an empty password on edit keeps the stored one. */
export interface CredentialsFormValues {
  username: string;
  password: string;
  enabled: boolean;
  description: string;
}

/** Form state of the device form: text inputs hold strings, number inputs a number or ''. */
export interface DeviceFormValues {
  identity: string;
  description: string;
  /** Select value: '' for no site. */
  site_id: string;
  ip_address: string;
  hostname: string;
  api_port: number | '';
  ssh_port: number | '';
  api_ssl: boolean;
  enabled: boolean;
  bridge_switch: string;
  bridge_external: string;
  external_interface: number | '';
  login_credentials: CredentialsFormValues;
  ssh_credentials: CredentialsFormValues;
}

const credentialsValues = (credentials: DeviceCredentials | null = null): CredentialsFormValues => ({
  username: credentials?.username ?? '',
  password: '',
  enabled: credentials?.enabled ?? true,
  description: credentials?.description ?? '',
});

export const newDeviceValues: DeviceFormValues = {
  identity: '',
  description: '',
  site_id: '',
  ip_address: '',
  hostname: '',
  api_port: '',
  ssh_port: DEFAULT_SSH_PORT,
  api_ssl: false,
  enabled: true,
  bridge_switch: '',
  bridge_external: '',
  external_interface: '',
  login_credentials: credentialsValues(),
  ssh_credentials: credentialsValues(),
};

/** Edit form values; identity falls back to the identity the router reported (requirements §5). */
export function deviceToFormValues(device: Device): DeviceFormValues {
  return {
    identity: device.identity || device.system_identity || '',
    description: device.description ?? '',
    site_id: device.site_id == null ? '' : String(device.site_id),
    ip_address: device.ip_address ?? '',
    hostname: device.hostname ?? '',
    api_port: device.api_port ?? '',
    ssh_port: device.ssh_port ?? DEFAULT_SSH_PORT,
    api_ssl: device.api_ssl,
    enabled: device.enabled,
    bridge_switch: device.bridge_switch ?? '',
    bridge_external: device.bridge_external ?? '',
    external_interface: device.external_interface ?? '',
    login_credentials: credentialsValues(device.login_credentials),
    ssh_credentials: credentialsValues(device.ssh_credentials),
  };
}

// No username means no credentials; an empty password is left out so the stored one stays.
function credentialsBody(values: CredentialsFormValues): DeviceCredentialsInput | null {
  const username = values.username.trim();
  if (!username) return null;
  const body: DeviceCredentialsInput = {
    username,
    enabled: values.enabled,
    description: values.description.trim() || null,
  };
  if (values.password) body.password = values.password;
  return body;
}

/** The request body for create and update, cast through the shared rules (empty → null, defaults). */
export function formValuesToBody(values: DeviceFormValues): DeviceWriteBody {
  const record = deviceSchema.cast({ ...values, login_credentials: null, ssh_credentials: null });
  return {
    identity: record.identity,
    description: record.description ?? null,
    ip_address: record.ip_address ?? null,
    hostname: record.hostname ?? null,
    api_port: record.api_port ?? null,
    api_ssl: record.api_ssl,
    ssh_port: record.ssh_port,
    enabled: record.enabled,
    bridge_switch: record.bridge_switch ?? null,
    bridge_external: record.bridge_external ?? null,
    external_interface: record.external_interface ?? null,
    site_id: record.site_id ?? null,
    login_credentials: credentialsBody(values.login_credentials),
    ssh_credentials: credentialsBody(values.ssh_credentials),
  };
}
