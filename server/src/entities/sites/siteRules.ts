import { ValidationError } from 'yup';
import { siteSchema } from '../../../../rules/siteSchema';
import type { FieldError } from '../../http/httpErrors';
import { writableSiteFieldNames, type SiteValues } from './siteFields';

/** True for names the runtime knows (IANA zones and their aliases, e.g. Europe/Oslo, UTC). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Validates a whole site record (existing values merged with the request) with the browser form's
 * own yup schema (rules/siteSchema.ts, the requirements §5 rules), then the time zone. Returns
 * normalised values (trimmed, blank → null, coordinates to 6 decimals) or the requirements §8 error list.
 */
export async function checkSiteRecord(record: SiteValues): Promise<{ values: SiteValues } | { errors: FieldError[] }> {
  const zone = typeof record.time_zone === 'string' ? record.time_zone.trim() : '';
  const zoneErrors: FieldError[] =
    zone && !isKnownTimeZone(zone) ? [{ loc: ['body', 'time_zone'], msg: 'Unknown time zone' }] : [];
  let cast: Record<string, unknown>;
  try {
    cast = await siteSchema.validate({ ...record, portal_logo: null }, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const issues = error.inner.length > 0 ? error.inner : [error];
    const seen = new Set<string>();
    const errors: FieldError[] = [...zoneErrors];
    for (const issue of issues) {
      const field = issue.path ?? 'non_field_errors';
      // One message per field, the first rule that failed, like the form shows.
      if (seen.has(field) || (field === 'time_zone' && zoneErrors.length > 0)) continue;
      seen.add(field);
      errors.push({ loc: ['body', ...field.split('.')], msg: issue.message });
    }
    return { errors };
  }
  const values = Object.fromEntries(writableSiteFieldNames.map((field) => [field, cast[field] ?? null])) as SiteValues;
  values.name = String(cast.name);
  return zoneErrors.length > 0 ? { errors: zoneErrors } : { values };
}
