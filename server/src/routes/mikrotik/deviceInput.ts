import type { Database } from '../../db/database';
import { fieldErrors, type FieldError } from '../../http/httpErrors';
import { deviceValuesOf, writableDeviceFieldNames, type DeviceRow, type DeviceValues } from '../../mikrotik/deviceFields';
import { checkDeviceRecord, type CheckedDevice } from '../../mikrotik/deviceRules';
import { siteExists } from '../../mikrotik/deviceRepository';

// Undefined (not null) for the defaulted fields, so the shared schema applies its §5 defaults.
const emptyDevice = (): DeviceValues =>
  Object.fromEntries(writableDeviceFieldNames.map((field) => [field, ['ssh_port', 'api_ssl', 'enabled'].includes(field) ? undefined : null])) as unknown as DeviceValues;

/**
 * The checked result of a create (existing = null) or PATCH: the request's fields merged over the
 * stored device and validated as a whole by the §5 rules; a named site must exist. Throws a 400
 * listing every field error.
 */
export async function prepareDeviceWrite(db: Database, existing: DeviceRow | null, body: Record<string, unknown>): Promise<CheckedDevice> {
  const changes = Object.fromEntries(writableDeviceFieldNames.filter((field) => field in body).map((field) => [field, body[field]]));
  const record = { ...(existing ? deviceValuesOf(existing) : emptyDevice()), ...changes } as DeviceValues;
  const result = await checkDeviceRecord(record, body);
  const errors: FieldError[] = 'errors' in result ? [...result.errors] : [];
  // Checked even when other fields failed, so the form gets every error at once.
  const siteId = 'checked' in result ? result.checked.values.site_id : typeof record.site_id === 'number' ? record.site_id : null;
  if (siteId !== null && siteId !== existing?.siteId && !(await siteExists(db, siteId))) {
    errors.push({ loc: ['body', 'site_id'], msg: 'Site does not exist' });
  }
  if (errors.length > 0 || !('checked' in result)) throw fieldErrors(errors);
  return result.checked;
}
