import { EntityForm } from '../../../components/entity/EntityForm';
import { paths } from '../../../core/paths';
import { useCreateTenantMutation } from '../tenantsApi';
import { emptyTenantValues, tenantPayloadOf, tenantSchema } from '../tenantValues';
import { TenantFields } from '../components/TenantFields';

/** /tenants/create: a new tenant of the active site (requirements §7: 120 s time-out, the shared form errors). */
export default function TenantCreatePage() {
  const [createTenant] = useCreateTenantMutation();
  return (
    <EntityForm
      title="Create tenant"
      initialValues={emptyTenantValues}
      validationSchema={tenantSchema}
      save={(values) => createTenant(tenantPayloadOf(values)).unwrap()}
      savedTitle="Tenant created"
      savedPath={(tenant) => paths.tenant(tenant.id)}
      cancelPath={paths.tenants}
    >
      <TenantFields />
    </EntityForm>
  );
}
