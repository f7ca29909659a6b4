import type { FastifyRequest } from 'fastify';

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
  interface FastifyRequest {
    /** The verified tenancy of this request (set by the tenancy plugin); every query must be scoped by it. */
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
