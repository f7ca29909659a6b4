import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { customerIdsOf, hasCustomerAccess, siteInCustomer } from '../entities/customers/customerAccess';
import { HttpError, forbidden } from '../http/httpErrors';
import { idHeader } from '../http/ids';

/**
 * What a route needs from the tenancy headers, declared as `config: { tenancy }`:
 * - 'customer' (default): X-Customer-ID, checked against the user's memberships; X-Site-ID
 *   optional, verified against that customer when sent;
 * - 'site': X-Customer-ID and X-Site-ID, the site belonging to that customer;
 * - 'optionalCustomer': X-Customer-ID checked when sent, else every customer of the user;
 * - 'user': nothing; the route checks access to what it names itself;
 * - 'superuser': no headers, the user must be a superuser (cross-customer resources).
 */
export type TenancyMode = 'customer' | 'site' | 'optionalCustomer' | 'user' | 'superuser';

/** Who asks. Every mode has it. */
export interface UserScope {
  userId: number;
  isSuperuser: boolean;
}

/** Who asks, inside which verified customer, and in which site when X-Site-ID named one. */
export interface CustomerScope extends UserScope {
  customerId: number;
  /** X-Site-ID when it names a site of the customer; null when absent or outside it */
  siteId: number | null;
  /** X-Site-ID when it names a site outside the customer: lists refuse it, writes name it in their error */
  refusedSiteId: number | null;
}

export interface SiteScope extends CustomerScope {
  siteId: number;
  refusedSiteId: null;
}

/** The customers a cross-customer read (quick search) may look into. */
export interface CustomersScope extends UserScope {
  customerIds: number[];
}

/** The scope a route of each mode receives as `request.scope`. */
export type RequestScope =
  | ({ mode: 'customer' } & CustomerScope)
  | ({ mode: 'site' } & SiteScope)
  | ({ mode: 'optionalCustomer' } & CustomersScope)
  | ({ mode: 'user' } & UserScope)
  | ({ mode: 'superuser' } & UserScope);

declare module 'fastify' {
  interface FastifyContextConfig {
    tenancy?: TenancyMode;
    /** The 403 detail of a 'superuser' route refusing another user. */
    superuserOnly?: string;
    /** No access token: the route checks its caller itself (router self-registration). */
    signedOut?: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook (after `authenticate`) that enforces the route's TenancyMode and sets `request.scope`. */
    enforceTenancy: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The verified tenancy of this request; every query must be scoped by it. */
    scope: RequestScope;
  }
}

/** The customer scope of a 'customer' or 'site' route; a route of another mode asking for it is a bug. */
export function customerScope(request: FastifyRequest): CustomerScope {
  const { scope } = request;
  if (scope.mode === 'customer' || scope.mode === 'site') return scope;
  throw new Error(`${request.routeOptions.url} has tenancy '${scope.mode}', not 'customer'`);
}

/** The customers of an 'optionalCustomer' route. */
export function customersScope(request: FastifyRequest): CustomersScope {
  const { scope } = request;
  if (scope.mode === 'optionalCustomer') return scope;
  throw new Error(`${request.routeOptions.url} has tenancy '${scope.mode}', not 'optionalCustomer'`);
}

const requiredHeader = (name: string) => new HttpError(400, `${name} header is required`);
const noCustomer = () => forbidden('You do not have access to this customer');

export default fp(
  async (app) => {
    app.decorateRequest<RequestScope | null>('scope', null);

    // The answers `authenticate` read with the user, when they are for these ids; else a query.
    const customerAllowed = async (request: FastifyRequest, customerId: number) => {
      const { access } = request;
      if (access && access.place.customerId === customerId) return access.customerAllowed;
      return hasCustomerAccess(app.db, request.user, customerId);
    };
    const siteAllowed = async (request: FastifyRequest, customerId: number, siteId: number) => {
      const { access } = request;
      if (access && access.place.customerId === customerId && access.place.siteId === siteId)
        return access.siteInCustomer;
      return siteInCustomer(app.db, customerId, siteId);
    };

    const verifiedCustomer = async (request: FastifyRequest, customerId: number): Promise<number> => {
      if (!(await customerAllowed(request, customerId))) throw noCustomer();
      return customerId;
    };

    const scopeFor = async (request: FastifyRequest, mode: TenancyMode): Promise<RequestScope> => {
      const user: UserScope = { userId: request.user.id, isSuperuser: request.user.isSuperuser };
      if (mode === 'user') return { mode, ...user };
      if (mode === 'superuser') {
        if (!user.isSuperuser) throw forbidden(request.routeOptions.config.superuserOnly);
        return { mode, ...user };
      }
      const named = idHeader(request, 'X-Customer-ID');
      if (mode === 'optionalCustomer') {
        const customerIds =
          named === undefined ? await customerIdsOf(app.db, request.user) : [await verifiedCustomer(request, named)];
        return { mode, ...user, customerIds };
      }
      if (named === undefined) throw requiredHeader('X-Customer-ID');
      const customerId = await verifiedCustomer(request, named);
      const site = idHeader(request, 'X-Site-ID');
      if (mode === 'site') {
        if (site === undefined) throw requiredHeader('X-Site-ID');
        if (!(await siteAllowed(request, customerId, site))) throw forbidden('You do not have access to this site');
        return { mode, ...user, customerId, siteId: site, refusedSiteId: null };
      }
      if (site === undefined) return { mode, ...user, customerId, siteId: null, refusedSiteId: null };
      const inCustomer = await siteAllowed(request, customerId, site);
      return { mode, ...user, customerId, siteId: inCustomer ? site : null, refusedSiteId: inCustomer ? null : site };
    };

    app.decorate('enforceTenancy', async (request: FastifyRequest) => {
      request.scope = await scopeFor(request, request.routeOptions.config.tenancy ?? 'customer');
    });
  },
  { name: 'tenancy', dependencies: ['db', 'auth'] },
);
