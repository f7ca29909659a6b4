import type { Database } from '../../db/database';
import { fieldErrors, type FieldError } from '../../http/httpErrors';
import { deviceValuesOf, writableDeviceFieldNames, type DeviceInput, type DeviceRow } from './deviceFields';
import { checkDeviceRecord, type CheckedDevice } from './deviceRules';
import { siteExists } from './deviceRepository';

// Undefined (not null) for the defaulted fields, so the shared schema applies its requirements §5 defaults.
const defaulted: readonly string[] = ['ssh_port', 'api_ssl', 'enabled'];
const emptyDevice = (): DeviceInput =>
  Object.fromEntries(writableDeviceFieldNames.map((field) => [field, defaulted.includes(field) ? undefined : null]));

/**
 * The checked result of a create (existing = null) or PATCH: the request's fields merged over the
 * stored device and validated as a whole by the requirements §5 rules; a named site must exist. Throws a 400
 * listing every field error.
 */
export async function prepareDeviceWrite(
  db: Database,
  existing: DeviceRow | null,
  body: Record<string, unknown>,
): Promise<CheckedDevice> {
  const changes = Object.fromEntries(
    writableDeviceFieldNames.filter((field) => field in body).map((field) => [field, body[field]]),
  );
  const record: DeviceInput = { ...(existing ? deviceValuesOf(existing) : emptyDevice()), ...changes };
  const result = await checkDeviceRecord(record, body);
  const errors: FieldError[] = 'errors' in result ? [...result.errors] : [];
  // Checked even when other fields failed, so the form gets every error at once.
  const siteId =
    'checked' in result ? result.checked.values.site_id : typeof record.site_id === 'number' ? record.site_id : null;
  if (siteId !== null && siteId !== existing?.siteId && !(await siteExists(db, siteId))) {
    errors.push({ loc: ['body', 'site_id'], msg: 'Site does not exist' });
  }
  if (errors.length > 0 || !('checked' in result)) throw fieldErrors(errors);
  return result.checked;
}
