import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/httpErrors';
import { customerScope } from '../../plugins/tenancy';
import { toApiSite } from '../../sites/siteFields';
import { findSite, listSites, siteStats, type SiteOrdering } from '../../sites/siteRepository';
import { rememberActive } from '../../entities/users/userRepository';
import siteWriteRoutes from './siteWriteRoutes';
import { activateSiteSchema, getSiteSchema, listSitesSchema, siteStatsSchema } from './siteSchemas';

interface ListQuery {
  page: number;
  page_size: number;
  ordering: SiteOrdering;
  search?: string;
}

/** /api/crm/sites/: every query is scoped to the request's customer (X-Customer-ID). */
const siteRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ListQuery }>('/', { schema: listSitesSchema }, async (request) => {
    const { page, page_size: pageSize, ordering, search } = request.query;
    const { rows, total } = await listSites(app.db, customerScope(request).customerId, { page, pageSize, ordering, search });
    return { data: rows.map((row) => toApiSite(row.site, row.canDelete)), total };
  });

  app.get<{ Params: { id: number } }>('/:id/', { schema: getSiteSchema }, async (request) => {
    const found = await findSite(app.db, customerScope(request).customerId, request.params.id);
    if (!found) throw notFound();
    return toApiSite(found.site, found.canDelete);
  });

  app.get<{ Params: { id: number } }>('/:id/stats/', { schema: siteStatsSchema }, async (request) => {
    const stats = await siteStats(app.db, customerScope(request).customerId, request.params.id);
    if (!stats) throw notFound();
    return stats;
  });

  app.put<{ Params: { id: number } }>('/active/:id/', { schema: activateSiteSchema }, async (request) => {
    const found = await findSite(app.db, customerScope(request).customerId, request.params.id);
    if (!found) throw notFound();
    await rememberActive(app.db, request.user.id, { customerId: customerScope(request).customerId, siteId: found.site.id });
    const { id, name, description, customerId } = found.site;
    return { id, name, description, customer_id: customerId };
  });

  await app.register(siteWriteRoutes);
};

export default siteRoutes;
