import { addresses, floors } from '../../db/schema/property';
import { sites } from '../../db/schema/sites';
import { doorbells } from '../../db/schema/doorbells';
import { fieldError } from '../../http/httpErrors';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { idField, readOnlyName, ref, text, timestamps } from '../../http/schemas';
import { requiredText, textOrNull, idOrNull } from '../kit/values';
import { addressName } from '../../db/labels';
import { resolveSite } from '../kit/refs';
import { eq } from 'drizzle-orm';
import { customerPart } from '../kit/rowScope';

const body = {
  site_id: ref('Site the address belongs to; defaults to the X-Site-ID header; cannot change later.'),
  street: text(200, 'Street name.'),
  house_number: { ...text(20, 'House number with letter, e.g. "12B"; may be empty.', 0) },
  postal_code: { ...text(20, 'Postal code.', 0) },
  city: { ...text(100, 'City.', 0) },
  country: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 country code, e.g. "NO".' },
};

export const addressEntity: EntityDef = {
  type: 'address',
  label: 'Address',
  path: '/addresses/',
  description:
    'A street address (building or entrance) of a site; floors, rooms and doorbells hang off it. `name` is street and house number.',
  table: addresses,
  idColumn: addresses.id,
  scope: { customer: addresses.customerId, site: addresses.siteId },
  fields: {
    id: addresses.id,
    site_id: addresses.siteId,
    site_name: sites.name,
    name: addressName,
    street: addresses.street,
    house_number: addresses.houseNumber,
    postal_code: addresses.postalCode,
    city: addresses.city,
    country: addresses.country,
    created_at: addresses.createdAt,
    modified_at: addresses.modifiedAt,
  },
  joins: (query) => query.innerJoin(sites, eq(sites.id, addresses.siteId)),
  orderable: {
    id: addresses.id,
    name: addressName,
    street: addresses.street,
    house_number: addresses.houseNumber,
    postal_code: addresses.postalCode,
    city: addresses.city,
    country: addresses.country,
    site_name: sites.name,
    created_at: addresses.createdAt,
  },
  defaultOrdering: 'street',
  searchColumns: [addresses.street, addresses.postalCode, addresses.city],
  filters: {},
  dependents: [
    { table: floors, column: floors.addressId, noun: ['floor', 'floors'] },
    { table: doorbells, column: doorbells.addressId, noun: ['doorbell', 'doorbells'] },
  ],
  writable: {
    site_id: 'siteId',
    street: 'street',
    house_number: 'houseNumber',
    postal_code: 'postalCode',
    city: 'city',
    country: 'country',
  },
  itemProperties: {
    id: idField,
    ...body,
    name: readOnlyName('Street and house number'),
    site_name: readOnlyName('Site name'),
    ...timestamps,
  },
  bodyProperties: body,
  requiredOnCreate: ['street'],
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    if (existing && c.site_id !== existing.siteId)
      return [fieldError('site_id', 'An address cannot move to another site')];
    const site = await resolveSite(tx, scope, idOrNull(c.site_id), errors);
    const street = requiredText(c.street, 'street', 'Street', errors);
    if (errors.length > 0 || !site) return errors;
    return {
      siteId: site.id,
      street,
      houseNumber: textOrNull(c.house_number) ?? '',
      postalCode: textOrNull(c.postal_code) ?? '',
      city: textOrNull(c.city) ?? '',
      country: (textOrNull(c.country) ?? 'NO').toUpperCase(),
    };
  },
};
