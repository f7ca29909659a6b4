import { entityCreatePage } from '../../../components/entity/entityFormPages';
import { TenantFields } from '../components/TenantFields';
import { useCreateTenantMutation } from '../tenantsApi';
import { tenantForm } from '../tenantValues';

/** /tenants/create: a new tenant of the active site (requirements §7: 120 s time-out, the shared form errors). */
export default entityCreatePage(tenantForm, { useCreate: useCreateTenantMutation, Fields: TenantFields });
