import { sites } from '../../db/schema';
import { mediaUrl } from '../../media/mediaUrl';
import type { EntityDef } from '../kit/entityDef';
import { customerPart } from '../kit/rowScope';
import { fieldError } from '../../http/httpErrors';
import { writableSiteFields } from './siteFields';
import { readMultipartSite } from './siteInput';
import { SITE_NAME_TAKEN, siteDependents } from './siteRepository';
import { siteRoutes } from './siteRoutes';
import { site, siteWriteProperties } from './siteSchemas';
import { dropLogoOf, dropReplacedLogo, prepareSite, siteBodyOf } from './siteWrites';

/** Every column a client writes, under its API name. */
const writableColumns = Object.fromEntries(
  Object.entries(writableSiteFields).map(([field, key]) => [field, sites[key]]),
);

/**
 * A site of the customer: a property with its network plan and guest portal. Writes take JSON or
 * multipart/form-data (the portal logo as a file part) and are checked by the shared site rules
 * (rules/siteSchema.ts); a site with addresses, tenants or networks cannot be deleted.
 */
export const siteEntity: EntityDef = {
  type: 'site',
  label: 'Site',
  tag: 'sites',
  // No trailing slash: the OpenAPI document names the collection /api/crm/sites, as clients know it.
  path: '/sites',
  description: 'A site (property) of the customer.',
  summaries: {
    list: "The active customer's sites, paged",
    read: 'One site',
    create: 'Create a site (JSON or multipart/form-data)',
    update: 'Change a site (JSON or multipart/form-data); omitted fields keep their values',
    delete: 'Delete a site that has no addresses or tenants',
  },
  table: sites,
  idColumn: sites.id,
  scope: { customer: sites.customerId },
  fields: {
    id: sites.id,
    customer_id: sites.customerId,
    ...writableColumns,
    portal_logo: sites.portalLogoMediaId,
    created_at: sites.createdAt,
    modified_at: sites.modifiedAt,
  },
  toItem: (row) => ({ ...row, portal_logo: mediaUrl(typeof row.portal_logo === 'string' ? row.portal_logo : null) }),
  orderable: {
    name: sites.name,
    id: sites.id,
    created_at: sites.createdAt,
    modified_at: sites.modifiedAt,
    time_zone: sites.timeZone,
    physical_address: sites.physicalAddress,
    description: sites.description,
  },
  defaultOrdering: 'name',
  nullsLast: true,
  refuseLargePages: true,
  searchColumns: [sites.name, sites.description, sites.physicalAddress],
  filters: {},
  dependents: siteDependents,
  deleteRefusal: (stored, blockers) =>
    `Cannot delete site "${String(stored.name)}": it still has ${blockers.join(', ')}. Delete or move them first.`,
  writable: writableSiteFields,
  secrets: ['portal_secret'],
  itemProperties: site.properties,
  itemRequired: [...site.required],
  bodyProperties: siteWriteProperties,
  requiredOnCreate: [],
  parseBody: readMultipartSite,
  bodyOf: siteBodyOf,
  consumes: ['application/json', 'multipart/form-data'],
  writeErrors: [413, 415],
  uniqueErrors: { sites_customer_name_key: fieldError('name', SITE_NAME_TAKEN) },
  prepare: (tx, scope, candidate, existing) => prepareSite(tx, customerPart(scope).customerId, candidate, existing),
  afterWrite: (tx, _scope, _id, _candidate, existing, values) => dropReplacedLogo(existing, values, tx),
  afterDelete: (tx, _scope, stored) => dropLogoOf(tx, stored),
  routes: () => siteRoutes,
};
