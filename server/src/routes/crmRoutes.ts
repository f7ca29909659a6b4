import type { FastifyPluginAsync } from 'fastify';
import customerRoutes from '../entities/customers/customerRoutes';
import entityRoutes from './entityRoutes';
import siteRoutes from './sites/siteRoutes';
import meRoutes from '../entities/users/meRoutes';

/**
 * The /api/crm tree. One pair of hooks guards all of it: a valid access token, then the route's
 * tenancy (X-Customer-ID membership by default; see plugins/tenancy.ts). Register new entity
 * route plugins here so they inherit both.
 */
const crmRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.enforceTenancy);
  await app.register(meRoutes, { prefix: '/users' });
  await app.register(customerRoutes, { prefix: '/customers' });
  await app.register(siteRoutes, { prefix: '/sites' });
  await app.register(entityRoutes);
};

export default crmRoutes;
