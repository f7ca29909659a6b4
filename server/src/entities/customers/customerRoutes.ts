import { forbidden } from '../../http/httpErrors';
import { pathId } from '../../http/ids';
import type { ExtraRoute } from '../kit/entityDef';
import { lastActiveSiteIn, rememberActive } from '../users/userRepository';
import { hasCustomerAccess } from '../../access/customerAccess';
import { customerStats, getCustomerSummary } from './customerRepository';
import { activateCustomerSchema, customerStatsSchema } from './customerSchemas';

/** The counts of the customer selection card, and making a customer the user's active one. */
export const customerRoutes: ExtraRoute[] = [
  {
    method: 'GET',
    url: ':id/stats/',
    schema: customerStatsSchema,
    handler: async (request) => {
      const id = pathId(request);
      if (!(await hasCustomerAccess(request.server.db, request.user, id)))
        throw forbidden('You do not have access to this customer');
      return customerStats(request.server.db, id);
    },
  },
  {
    method: 'PUT',
    url: 'active/:id/',
    schema: activateCustomerSchema,
    handler: async (request) => {
      const id = pathId(request);
      const { db } = request.server;
      const customer = (await hasCustomerAccess(db, request.user, id)) ? await getCustomerSummary(db, id) : null;
      if (!customer) throw forbidden('Selected customer is not available for this user');
      await rememberActive(db, request.user.id, { customerId: id });
      return { ...customer, last_active_site: await lastActiveSiteIn(db, request.user.id, id) };
    },
  },
];
