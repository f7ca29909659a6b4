import type { TenancyState } from './tenancySlice';

/** The tenancy ids one request carries as X-Customer-ID, X-Site-ID and X-Tenant-ID (requirements §6). */
export interface RequestTenancy {
  customerId: number | null;
  siteId: number | null;
  tenantId: number | null;
}

/**
 * The ids a request sends. A request that names its own customer (activating another customer, its
 * stats on the selection screen, the sites of a customer being switched to) carries that customer and
 * never the active site or tenant when they are another customer's: a customer switch must not send
 * the old customer's X-Site-ID.
 */
export function selectRequestTenancy(tenancy: TenancyState, namedCustomerId?: number | null): RequestTenancy {
  const activeCustomerId = tenancy.activeCustomer?.id ?? null;
  const customerId = namedCustomerId ?? activeCustomerId;
  const sameCustomer = customerId !== null && customerId === activeCustomerId;
  const site = tenancy.activeSite;
  const siteOfCustomer = sameCustomer && site && (site.customer_id === undefined || site.customer_id === customerId);
  return {
    customerId,
    siteId: siteOfCustomer ? site.id : null,
    tenantId: siteOfCustomer ? (tenancy.activeTenant?.id ?? null) : null,
  };
}
