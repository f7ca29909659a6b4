import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { hasCustomerAccess } from '../entities/customers/customerAccess';
import { sites } from '../db/schema';
import { HttpError, forbidden } from '../http/httpErrors';
import { idHeader } from '../http/ids';

/**
 * What a /crm route needs from the tenancy headers:
 * - 'customer' (default): X-Customer-ID, checked against the user's memberships;
 * - 'site': X-Customer-ID and X-Site-ID, the site belonging to that customer;
 * - 'user': nothing; the route checks access to what it names itself.
 */
export type TenancyMode = 'customer' | 'site' | 'user';

declare module 'fastify' {
  interface FastifyContextConfig {
    tenancy?: TenancyMode;
  }
  interface FastifyInstance {
    /** onRequest hook (after `authenticate`) that enforces the route's TenancyMode. */
    enforceTenancy: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The customer of this request (X-Customer-ID), verified; every query must be scoped by it. */
    customerId: number;
    /** The site of this request (X-Site-ID) for routes with tenancy 'site', verified. */
    siteId: number;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('customerId', 0);
    app.decorateRequest('siteId', 0);
    app.decorate('enforceTenancy', async (request: FastifyRequest) => {
      const mode = request.routeOptions.config.tenancy ?? 'customer';
      if (mode === 'user') return;
      const customerId = idHeader(request, 'X-Customer-ID');
      if (customerId === undefined) throw new HttpError(400, 'X-Customer-ID header is required');
      if (!(await hasCustomerAccess(app.db, request.user, customerId))) throw forbidden('You do not have access to this customer');
      request.customerId = customerId;
      if (mode !== 'site') return;
      const siteId = idHeader(request, 'X-Site-ID');
      if (siteId === undefined) throw new HttpError(400, 'X-Site-ID header is required');
      const [site] = await app.db.select({ id: sites.id }).from(sites).where(and(eq(sites.id, siteId), eq(sites.customerId, customerId)));
      if (!site) throw forbidden('You do not have access to this site');
      request.siteId = siteId;
    });
  },
  { name: 'tenancy', dependencies: ['db', 'auth'] },
);
