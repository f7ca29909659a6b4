import type { RepositoryEntityDef } from '../kit/entityDef';
import { siteCalls } from './siteCalls';
import { readMultipartSite } from './siteInput';
import { siteRoutes } from './siteRoutes';
import { createSiteSchema, deleteSiteSchema, getSiteSchema, listSitesSchema, updateSiteSchema } from './siteSchemas';

/**
 * A site of the customer: a property with its network plan and guest portal. Writes take JSON or
 * multipart/form-data (the portal logo as a file part) and are checked by the shared site rules
 * (rules/siteSchema.ts); a site with addresses, tenants or networks cannot be deleted.
 */
export const siteEntity: RepositoryEntityDef = {
  type: 'site',
  label: 'Site',
  // No trailing slash: the OpenAPI document names the collection /api/crm/sites, as clients know it.
  path: '/sites',
  description: 'A site (property) of the customer.',
  schemas: {
    list: listSitesSchema,
    read: getSiteSchema,
    create: createSiteSchema,
    update: updateSiteSchema,
    delete: deleteSiteSchema,
  },
  repository: siteCalls,
  parseBody: readMultipartSite,
  routes: () => siteRoutes,
};
