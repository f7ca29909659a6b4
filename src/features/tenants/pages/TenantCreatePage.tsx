import { EntityForm } from '../../../components/entity/EntityForm';
import { useCreateTenantMutation } from '../tenantsApi';
import { emptyTenantValues, tenantPayloadOf, tenantSchema } from '../tenantValues';
import { TenantFields } from '../components/TenantFields';

/** /tenants/create: a new tenant of the active site (requirements §7: 120 s time-out, the shared form errors). */
export default function TenantCreatePage() {
  const [createTenant] = useCreateTenantMutation();
  return (
    <EntityForm
      entity="tenant"
      initialValues={emptyTenantValues}
      validationSchema={tenantSchema}
      save={(values) => createTenant(tenantPayloadOf(values)).unwrap()}
    >
      <TenantFields />
    </EntityForm>
  );
}
