import type { FastifyPluginAsync } from 'fastify';
import { hasCustomerAccess } from './customerAccess';
import { customerStats, getCustomerSummary, listCustomersFor } from './customerRepository';
import { forbidden } from '../../http/httpErrors';
import { lastActiveSiteIn, rememberActive } from '../users/userRepository';
import { activateCustomerSchema, customerStatsSchema, listCustomersSchema } from './customerSchemas';

/** /api/crm/customers/: these routes name the customer themselves, so they check access per id. */
const customerRoutes: FastifyPluginAsync = async (app) => {
  const config = { tenancy: 'user' as const };

  app.get('/', { config, schema: listCustomersSchema }, async (request) => {
    const data = await listCustomersFor(app.db, request.user);
    return { data, total: data.length };
  });

  app.get<{ Params: { id: number } }>('/:id/stats/', { config, schema: customerStatsSchema }, async (request) => {
    if (!(await hasCustomerAccess(app.db, request.user, request.params.id))) throw forbidden('You do not have access to this customer');
    return customerStats(app.db, request.params.id);
  });

  app.put<{ Params: { id: number } }>('/active/:id/', { config, schema: activateCustomerSchema }, async (request) => {
    const { id } = request.params;
    const customer = (await hasCustomerAccess(app.db, request.user, id)) ? await getCustomerSummary(app.db, id) : null;
    if (!customer) throw forbidden('Selected customer is not available for this user');
    await rememberActive(app.db, request.user.id, { customerId: id });
    return { ...customer, last_active_site: await lastActiveSiteIn(app.db, request.user.id, id) };
  });
};

export default customerRoutes;
