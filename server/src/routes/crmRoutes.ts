import type { FastifyPluginAsync } from 'fastify';
import { crmEntities } from '../entities/crmEntities';
import { mountEntity } from '../entities/kit/mountEntity';
import alertRoutes from '../alerts/alertRoutes';

/**
 * The /api/crm tree. A request waits for a place at the database (plugins/admission.ts), then one
 * pair of hooks guards all of it: a valid access token, then the route's tenancy (X-Customer-ID
 * membership by default; see plugins/tenancy.ts), which sets `request.scope`.
 */
const crmRoutes: FastifyPluginAsync = async (app) => {
  app.admitDatabaseWork();
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.enforceTenancy);
  for (const def of crmEntities) mountEntity(app, def);
  await app.register(alertRoutes);
};

export default crmRoutes;
