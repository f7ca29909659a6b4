import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/httpErrors';
import type { RepositoryEntityDef } from '../kit/entityDef';
import { customerRoutes } from './customerRoutes';
import { hasCustomerAccess } from './customerAccess';
import { customerStats, getCustomerSummary, listCustomersFor } from './customerRepository';
import { customerDetailSchema, listCustomersSchema } from './customerSchemas';

const refuseUnlessMember = async (request: FastifyRequest, id: number) => {
  if (!(await hasCustomerAccess(request.server.db, request.user, id)))
    throw forbidden('You do not have access to this customer');
};

/**
 * The customers a user may select (superusers: all), read-only. Their calls name the customer in
 * the path, so they need no X-Customer-ID and check membership per id: non-members get 403.
 */
export const customerEntity: RepositoryEntityDef = {
  type: 'customer',
  label: 'Customer',
  path: '/customers/',
  description: 'A customer (property company) whose sites the console manages.',
  tenancy: 'user',
  operations: ['list', 'read'],
  schemas: { list: listCustomersSchema, read: customerDetailSchema },
  repository: {
    async list(request) {
      const data = await listCustomersFor(request.server.db, request.user);
      return { data, total: data.length };
    },
    async find(request, id) {
      await refuseUnlessMember(request, id);
      const customer = await getCustomerSummary(request.server.db, id);
      return customer && { ...customer, stats: await customerStats(request.server.db, id) };
    },
  },
  routes: () => customerRoutes,
};
