import type { FastifyPluginAsync } from 'fastify';
import { crmEntities } from '../entities/crmEntities';
import { mountEntity } from '../entities/kit/mountEntity';
import alertRoutes from '../alerts/alertRoutes';
import importRoutes from '../imports/importRoutes';
import savedViewRoutes from '../savedViews/savedViewRoutes';
import bulkRoutes from '../bulk/bulkRoutes';
import notificationRoutes from '../notifications/notificationRoutes';

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
  await app.register(importRoutes);
  await app.register(savedViewRoutes);
  await app.register(bulkRoutes);
  await app.register(notificationRoutes, { prefix: '/notifications' });
};

export default crmRoutes;
