import type { FastifyPluginAsync } from 'fastify';
import { hasCustomerAccess } from './customerAccess';
import { customerStats, getCustomerSummary } from './customerRepository';
import { forbidden, notFound } from '../../http/httpErrors';
import { errorResponses, idParams } from '../../http/schemas';
import { customerStatsSchema, customerSummary } from './customerSchemas';

const customerDetail = {
  type: 'object',
  description: 'A customer with the counts of its sites, addresses, floors, rooms, tenants and member users.',
  properties: { ...customerSummary.properties, stats: customerStatsSchema.response[200] },
  required: ['id', 'name', 'logo', 'stats'],
} as const;

/** GET /api/crm/customers/{id}/ for members (superusers: any); others 403 like the stats call. */
const customerDetailRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: number } }>('/customers/:id/', {
    config: { tenancy: 'user' },
    schema: { tags: ['customers'], summary: 'Get a customer with its counts', params: idParams, response: { 200: customerDetail, ...errorResponses(401, 403, 404) } },
  }, async (request) => {
    const { id } = request.params;
    if (!(await hasCustomerAccess(app.db, request.user, id))) throw forbidden('You do not have access to this customer');
    const customer = await getCustomerSummary(app.db, id);
    if (!customer) throw notFound();
    return { ...customer, stats: await customerStats(app.db, id) };
  });
};

export default customerDetailRoutes;
