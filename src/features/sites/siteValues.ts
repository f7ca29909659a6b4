/**
 * Form values of the site form (every input is text) and their conversion to and from the API.
 */
import { isBlank, roundCoordinate } from '../../../rules/siteSchema';
import { isLogoFile } from '../../core/tenancy/siteLogo';
import { SITE_NUMBER_FIELDS, SITE_TEXT_FIELDS } from '../../core/tenancy/siteTypes';
import type { Site, SiteNumberField, SitePayload, SiteTextField } from '../../core/tenancy/siteTypes';

export type { SitePayload } from '../../core/tenancy/siteTypes';

/** portal_logo: the saved logo's URL, a newly chosen File/Blob, or null when there is none (or it was removed). */
export type SiteFormValues = Record<SiteTextField | SiteNumberField, string> & { portal_logo: Blob | string | null };

export const emptySiteValues: SiteFormValues = {
  ...(Object.fromEntries([...SITE_TEXT_FIELDS, ...SITE_NUMBER_FIELDS].map((field) => [field, ''])) as Record<
    SiteTextField | SiteNumberField,
    string
  >),
  portal_logo: null,
};

export { isLogoFile };

/** Values for editing an existing site: nulls become empty inputs, numbers text. */
export function siteToFormValues(site: Site): SiteFormValues {
  const values = { ...emptySiteValues, portal_logo: site.portal_logo };
  for (const field of [...SITE_TEXT_FIELDS, ...SITE_NUMBER_FIELDS]) {
    const value = site[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * Normalises validated form values into the API body: trimmed text, blank → null, numbers parsed
 * (coordinates rounded to 6 decimals). The saved logo's URL is left out (unchanged); a File is sent
 * as is and null removes the logo. Example: toSitePayload({...emptySiteValues, name: ' HQ ', netmask: '24'})
 * → {name: 'HQ', netmask: 24, description: null, …, portal_logo: null}.
 */
export function toSitePayload(values: SiteFormValues): SitePayload {
  const payload: Record<string, unknown> = {};
  for (const field of SITE_TEXT_FIELDS) {
    const value = values[field];
    payload[field] = isBlank(value) ? null : String(value).trim();
  }
  for (const field of SITE_NUMBER_FIELDS) {
    const value = values[field];
    const parsed = isBlank(value) ? null : Number(String(value).trim());
    const number = parsed === null || Number.isNaN(parsed) ? null : parsed;
    payload[field] = number !== null && field.startsWith('gps_') ? roundCoordinate(number) : number;
  }
  if (values.portal_logo === null || isLogoFile(values.portal_logo)) payload.portal_logo = values.portal_logo;
  return { ...payload, name: payload.name ?? '' } as SitePayload;
}
