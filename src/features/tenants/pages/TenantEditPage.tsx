import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { paths } from '../../../core/paths';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { selectActiveTenant, tenantActivated } from '../../../core/tenancy/tenancySlice';
import { useTenantDetailQuery, useUpdateTenantMutation } from '../tenantsApi';
import { tenantPayloadOf, tenantSchema, tenantValuesOf, type TenantFormValues } from '../tenantValues';
import type { Tenant } from '../tenantTypes';
import { TenantFields } from '../components/TenantFields';

function EditTenant({ tenant }: { tenant: Tenant }) {
  const dispatch = useAppDispatch();
  const activeTenant = useAppSelector(selectActiveTenant);
  const [updateTenant] = useUpdateTenantMutation();
  usePageCrumbs([{ label: tenant.name, to: paths.tenant(tenant.id) }, { label: 'Edit' }]);

  const save = async (values: TenantFormValues) => {
    const saved = await updateTenant({ id: tenant.id, body: tenantPayloadOf(values) }).unwrap();
    // The top bar names the active tenant: keep that name current.
    if (activeTenant?.id === saved.id) dispatch(tenantActivated({ id: saved.id, name: saved.name }));
    return saved;
  };

  return (
    <EntityForm
      entity="tenant"
      editing={{ id: tenant.id, name: tenant.name }}
      initialValues={tenantValuesOf(tenant)}
      validationSchema={tenantSchema}
      save={save}
    >
      <TenantFields />
    </EntityForm>
  );
}

/** /tenant/{id}/edit */
export default function TenantEditPage() {
  return (
    <EntityRoutePage entity="tenant" useItem={useTenantDetailQuery}>
      {(tenant: Tenant) => <EditTenant tenant={tenant} />}
    </EntityRoutePage>
  );
}
