import { entityEditPage } from '../../../components/entity/entityFormPages';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { selectActiveTenant, tenantActivated } from '../../../core/tenancy/tenancySlice';
import { useTenantDetailQuery, useUpdateTenantMutation } from '../tenantsApi';
import { tenantForm } from '../tenantValues';
import type { Tenant } from '../tenantTypes';
import { TenantFields } from '../components/TenantFields';

/** The top bar names the active tenant: a save keeps that name current. */
function useActiveTenantRenamed() {
  const dispatch = useAppDispatch();
  const activeTenant = useAppSelector(selectActiveTenant);
  return (saved: Tenant) => {
    if (activeTenant?.id === saved.id) dispatch(tenantActivated({ id: saved.id, name: saved.name }));
  };
}

/** /tenant/{id}/edit */
export default entityEditPage(tenantForm, {
  calls: { get: useTenantDetailQuery, update: useUpdateTenantMutation },
  crumbs: (tenant) => [{ label: tenant.name }],
  Fields: TenantFields,
  useSaved: useActiveTenantRenamed,
});
