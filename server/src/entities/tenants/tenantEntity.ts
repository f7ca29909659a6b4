import { roomOccupancies, tenantKinds, tenants } from '../../db/schema/tenants';
import { networks } from '../../db/schema/networks';
import { externalIps } from '../../db/schema/externalIps';
import { doorbellTargets } from '../../db/schema/doorbells';
import { fieldError } from '../../http/httpErrors';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { choice, idField, optionalText, ref, text, timestamps } from '../../http/schemas';
import { requiredText, textOrNull, idOrNull } from '../kit/values';
import { resolveSite } from '../kit/refs';
import { customerPart } from '../kit/rowScope';
import { tenantPlaceFilters } from '../kit/placeFilters';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()/-]{3,30}$/;

const body = {
  site_id: ref('Site the tenant rents at; defaults to the X-Site-ID header; cannot change later.'),
  kind: choice(tenantKinds, 'A private person or a company.'),
  name: text(200, 'Full name of the person or the company name.'),
  email: optionalText(254, 'Contact e-mail address.'),
  phone: optionalText(30, 'Contact phone number, digits with optional +, spaces, -, / and ().'),
  reference: optionalText(100, "The customer's own reference, e.g. lease or customer number."),
};

export const tenantEntity: EntityDef = {
  type: 'tenant',
  label: 'Tenant',
  path: '/tenants/',
  description:
    'A resident or business renting rooms at a site (see occupancy); networks and external IPs can be provisioned for it.',
  table: tenants,
  idColumn: tenants.id,
  scope: { customer: tenants.customerId, site: tenants.siteId },
  fields: {
    id: tenants.id,
    site_id: tenants.siteId,
    kind: tenants.kind,
    name: tenants.name,
    email: tenants.email,
    phone: tenants.phone,
    reference: tenants.reference,
    created_at: tenants.createdAt,
    modified_at: tenants.modifiedAt,
  },
  orderable: {
    id: tenants.id,
    name: tenants.name,
    kind: tenants.kind,
    email: tenants.email,
    phone: tenants.phone,
    reference: tenants.reference,
    created_at: tenants.createdAt,
  },
  defaultOrdering: 'name',
  searchColumns: [tenants.name, tenants.email, tenants.phone, tenants.reference],
  filters: {
    kind: { type: 'string', column: tenants.kind, description: 'Only persons or only companies.' },
    ...tenantPlaceFilters(tenants.id),
  },
  dependents: [
    { table: roomOccupancies, column: roomOccupancies.tenantId, noun: ['occupancy record', 'occupancy records'] },
    { table: networks, column: networks.tenantId, noun: ['network', 'networks'] },
    { table: externalIps, column: externalIps.tenantId, noun: ['external IP', 'external IPs'] },
    { table: doorbellTargets, column: doorbellTargets.tenantId, noun: ['doorbell', 'doorbells'] },
  ],
  writable: { site_id: 'siteId', kind: 'kind', name: 'name', email: 'email', phone: 'phone', reference: 'reference' },
  itemProperties: { id: idField, ...body, ...timestamps },
  bodyProperties: body,
  requiredOnCreate: ['name'],
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    if (existing && c.site_id !== existing.siteId)
      return [fieldError('site_id', 'A tenant cannot move to another site')];
    const site = await resolveSite(tx, scope, idOrNull(c.site_id), errors);
    const name = requiredText(c.name, 'name', 'Name', errors);
    const email = textOrNull(c.email);
    if (email && !EMAIL.test(email)) errors.push(fieldError('email', 'Enter a valid e-mail address'));
    const phone = textOrNull(c.phone);
    if (phone && !PHONE.test(phone)) errors.push(fieldError('phone', 'Enter a valid phone number'));
    if (errors.length > 0 || !site) return errors;
    return {
      siteId: site.id,
      kind: c.kind ?? 'person',
      name,
      email: email?.toLowerCase() ?? null,
      phone,
      reference: textOrNull(c.reference),
    };
  },
};
