import type { FastifyRequest } from 'fastify';
import { customerScope } from '../../plugins/tenancy';
import type { EntityRepository } from '../kit/entityDef';
import { toApiSite } from './siteFields';
import { prepareSiteWrite } from './siteInput';
import { findSite, listSites, type SiteOrdering } from './siteRepository';
import { deleteSite, insertSite, updateSite } from './siteWrites';

interface ListQuery {
  page: number;
  page_size: number;
  ordering: SiteOrdering;
  search?: string;
}

/** A site of the request's customer as the API shows it, or null. */
async function apiSite(request: FastifyRequest, id: number) {
  const found = await findSite(request.server.db, customerScope(request).customerId, id);
  return found && toApiSite(found.site, found.canDelete);
}

/** The five calls of /api/crm/sites/, every query scoped to the request's customer. */
export const siteCalls: EntityRepository = {
  async list(request) {
    const { page, page_size: pageSize, ordering, search } = request.query as ListQuery;
    const { rows, total } = await listSites(request.server.db, customerScope(request).customerId, {
      page,
      pageSize,
      ordering,
      search,
    });
    return { data: rows.map((row) => toApiSite(row.site, row.canDelete)), total };
  },

  find: apiSite,

  async create(request) {
    const { values, logo } = await prepareSiteWrite(request, null, request.server.config.logoMaxBytes);
    const row = await insertSite(request.server.db, customerScope(request), values, logo);
    return apiSite(request, row.id);
  },

  async update(request, id) {
    const found = await findSite(request.server.db, customerScope(request).customerId, id);
    if (!found) return null;
    const { values, logo } = await prepareSiteWrite(request, found.site, request.server.config.logoMaxBytes);
    await updateSite(request.server.db, customerScope(request), found.site, values, logo);
    return apiSite(request, id);
  },

  async remove(request, id) {
    const found = await findSite(request.server.db, customerScope(request).customerId, id);
    if (!found) return false;
    await deleteSite(request.server.db, customerScope(request), found.site);
    return true;
  },
};
