import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import type { FieldError } from '../../http/httpErrors';
import { encryptSecret } from '../../mikrotik/secrets';
import { isConfigured } from '../../mikrotik/syncReadiness';
import type { Row } from '../kit/entityDef';
import {
  credentialColumnsOf,
  deviceColumnsOf,
  writableDeviceFieldNames,
  type CredentialKind,
  type DeviceInput,
} from './deviceFields';
import { checkDeviceRecord, type CheckedDevice, type CredentialsChange } from './deviceRules';
import { siteExists } from './deviceRepository';

/** The server's key for device passwords, read only when a password is written. */
class DeviceKey {
  constructor(readonly load: () => Buffer) {}
}

/** The write body prepare sees: the JSON body and, under `device_key`, the key to encrypt passwords with. */
export function deviceBodyOf(request: FastifyRequest): Row {
  const { mikrotikSettings } = request.server;
  return { ...((request.body ?? {}) as Row), device_key: new DeviceKey(() => mikrotikSettings.deviceKey()) };
}

// Undefined (not null) for the defaulted fields, so the shared schema applies its requirements §5 defaults.
const defaulted: readonly string[] = ['ssh_port', 'api_ssl', 'enabled'];
const emptyDevice = (): DeviceInput =>
  Object.fromEntries(writableDeviceFieldNames.map((field) => [field, defaulted.includes(field) ? undefined : null]));

/** Column values of a credentials change; the password is encrypted here and nowhere else. */
function credentialColumns(kind: CredentialKind, change: CredentialsChange, key: () => Buffer): Row {
  const columns = credentialColumnsOf(kind);
  if (change.kind === 'keep') return {};
  if (change.kind === 'remove')
    return { [columns.username]: null, [columns.password]: null, [columns.enabled]: true, [columns.description]: null };
  const set: Row = {
    [columns.username]: change.username,
    [columns.enabled]: change.enabled,
    [columns.description]: change.description,
  };
  if (change.password !== undefined) set[columns.password] = encryptSecret(change.password, key());
  return set;
}

function columnsOf(checked: CheckedDevice, key: () => Buffer): Row {
  return {
    ...deviceColumnsOf(checked.values),
    ...credentialColumns('login', checked.credentials.login, key),
    ...credentialColumns('ssh', checked.credentials.ssh, key),
  };
}

/**
 * The column values of a create (existing = null) or PATCH: the merged fields validated as a whole
 * by the requirements §5 rules, a named site that exists, passwords encrypted; or every field error.
 * A created device is configured by hand, so not new; a new one stops being new once configured.
 */
export async function prepareDevice(tx: Queryable, candidate: Row, existing: Row | null): Promise<Row | FieldError[]> {
  const changes = Object.fromEntries(
    writableDeviceFieldNames.filter((field) => field in candidate).map((field) => [field, candidate[field]]),
  );
  const record: DeviceInput = { ...emptyDevice(), ...changes };
  const result = await checkDeviceRecord(record, candidate);
  const errors: FieldError[] = 'errors' in result ? [...result.errors] : [];
  // Checked even when other fields failed, so the form gets every error at once.
  const siteId =
    'checked' in result ? result.checked.values.site_id : typeof record.site_id === 'number' ? record.site_id : null;
  if (siteId !== null && siteId !== existing?.siteId && !(await siteExists(tx, siteId))) {
    errors.push({ loc: ['body', 'site_id'], msg: 'Site does not exist' });
  }
  if (errors.length > 0 || !('checked' in result)) return errors;
  const key = candidate.device_key instanceof DeviceKey ? candidate.device_key.load : missingKey;
  const columns = columnsOf(result.checked, key);
  if (!existing || (existing.isNewDevice === true && isConfigured({ ...existing, ...columns }))) {
    columns.isNewDevice = false;
  }
  return columns;
}

function missingKey(): Buffer {
  throw new Error('A device password needs the server key; write devices through their routes');
}
