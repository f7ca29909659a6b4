import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/httpErrors';
import { customerScope } from '../../plugins/tenancy';
import { toApiSite } from '../../sites/siteFields';
import { findSite } from '../../sites/siteRepository';
import { deleteSite, insertSite, updateSite } from '../../sites/siteWrites';
import { prepareSiteWrite, readMultipartSite } from './siteInput';
import { createSiteSchema, deleteSiteSchema, updateSiteSchema } from './siteSchemas';

/** POST, PATCH and DELETE of /api/crm/sites/. */
const siteWriteRoutes: FastifyPluginAsync = async (app) => {
  const maxBytes = app.config.logoMaxBytes;
  const reload = async (customerId: number, id: number) => {
    const found = await findSite(app.db, customerId, id);
    if (!found) throw notFound();
    return toApiSite(found.site, found.canDelete);
  };

  app.post('/', { schema: createSiteSchema, preValidation: readMultipartSite }, async (request, reply) => {
    const { values, logo } = await prepareSiteWrite(request, null, maxBytes);
    const row = await insertSite(app.db, customerScope(request), values, logo);
    return reply.code(201).send(await reload(customerScope(request).customerId, row.id));
  });

  app.patch<{ Params: { id: number } }>('/:id/', { schema: updateSiteSchema, preValidation: readMultipartSite }, async (request) => {
    const found = await findSite(app.db, customerScope(request).customerId, request.params.id);
    if (!found) throw notFound();
    const { values, logo } = await prepareSiteWrite(request, found.site, maxBytes);
    await updateSite(app.db, customerScope(request), found.site, values, logo);
    return reload(customerScope(request).customerId, found.site.id);
  });

  app.delete<{ Params: { id: number } }>('/:id/', { schema: deleteSiteSchema }, async (request, reply) => {
    const found = await findSite(app.db, customerScope(request).customerId, request.params.id);
    if (!found) throw notFound();
    await deleteSite(app.db, customerScope(request), found.site);
    return reply.code(204).send();
  });
};

export default siteWriteRoutes;
