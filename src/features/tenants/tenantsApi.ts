import { baseApi } from '../../core/api/baseApi';
import { entityEndpoints } from '../../core/entity/entityEndpoints';
import type { Tenant, TenantPayload } from './tenantTypes';

/** Requirements §9: tenant detail is kept 5 minutes once unused. */
export const TENANT_DETAIL_KEEP_SECONDS = 300;
/** Requirements §7/§9: POST /crm/tenants/ may take up to 120 s. */
export const TENANT_CREATE_TIMEOUT_MS = 120_000;

/** Tenant calls (requirements §7); counts on the dashboard and room lists (current tenant) follow every write. */
export const tenantsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const calls = entityEndpoints<Tenant, TenantPayload>(build, 'tenant', {
      itemKeepUnusedDataFor: TENANT_DETAIL_KEEP_SECONDS,
      createTimeoutMs: TENANT_CREATE_TIMEOUT_MS,
    });
    return {
      listTenants: calls.list,
      getTenant: calls.get,
      createTenant: calls.create,
      updateTenant: calls.update,
      deleteTenant: calls.remove,
    };
  },
});

export const {
  useListTenantsQuery,
  useGetTenantQuery,
  useCreateTenantMutation,
  useUpdateTenantMutation,
  useDeleteTenantMutation,
} = tenantsApi;

/**
 * The tenant detail read of requirements §9: always stale, so every page that opens it asks the server
 * again (refetchOnMountOrArgChange is a subscription option in RTK Query, not an endpoint one); 1 retry
 * is the base query's default.
 */
export function useTenantDetailQuery(id: Parameters<typeof useGetTenantQuery>[0]) {
  return useGetTenantQuery(id, { refetchOnMountOrArgChange: true });
}
