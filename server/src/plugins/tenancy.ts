import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { customerIdsOf } from '../access/customerAccess';
import { headerId } from '../access/placeHeaders';
import type { RequestScope, TenancyMode, UserScope } from '../access/scope';
import { HttpError, forbidden } from '../http/httpErrors';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook (after `authenticate`) that enforces the route's TenancyMode and sets `request.scope`. */
    enforceTenancy: (request: FastifyRequest) => Promise<void>;
  }
}

const requiredHeader = (name: string) => new HttpError(400, `${name} header is required`);
const noCustomer = () => forbidden('You do not have access to this customer');

/**
 * Enforces each route's TenancyMode (access/scope.ts) and sets `request.scope`. It asks the
 * database nothing of its own about the customer and the site: `authenticate` read the headers
 * once and, in the same statement as the user, whether the user may work in the customer they
 * name and whether the site they name is that customer's (access/customerAccess.ts).
 */
export default fp(
  async (app) => {
    app.decorateRequest<RequestScope | null>('scope', null);

    const scopeFor = async (request: FastifyRequest, mode: TenancyMode): Promise<RequestScope> => {
      const user: UserScope = { userId: request.user.id, isSuperuser: request.user.isSuperuser };
      if (mode === 'user') return { mode, ...user };
      if (mode === 'superuser') {
        if (!user.isSuperuser) throw forbidden(request.routeOptions.config.superuserOnly);
        return { mode, ...user };
      }
      // The answers for the ids of these headers: authenticate read both from the same headers.
      const { access, placeHeaders } = request;
      if (!access) throw new Error(`${request.routeOptions.url} enforces tenancy without authenticate before it`);
      const named = headerId(placeHeaders.customer);
      if (mode === 'optionalCustomer') {
        if (named !== undefined && !access.customerAllowed) throw noCustomer();
        const customerIds = named === undefined ? await customerIdsOf(app.db, request.user) : [named];
        return { mode, ...user, customerIds };
      }
      if (named === undefined) throw requiredHeader('X-Customer-ID');
      if (!access.customerAllowed) throw noCustomer();
      const customerId = named;
      const site = headerId(placeHeaders.site);
      if (mode === 'site') {
        if (site === undefined) throw requiredHeader('X-Site-ID');
        if (!access.siteInCustomer) throw forbidden('You do not have access to this site');
        return { mode, ...user, customerId, siteId: site, refusedSiteId: null };
      }
      if (site === undefined) return { mode, ...user, customerId, siteId: null, refusedSiteId: null };
      const inCustomer = access.siteInCustomer;
      return { mode, ...user, customerId, siteId: inCustomer ? site : null, refusedSiteId: inCustomer ? null : site };
    };

    app.decorate('enforceTenancy', async (request: FastifyRequest) => {
      request.scope = await scopeFor(request, request.routeOptions.config.tenancy ?? 'customer');
    });
  },
  { name: 'tenancy', dependencies: ['db', 'auth'] },
);
