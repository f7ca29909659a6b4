import { entityListPage } from '../../../components/entity/EntityListPage';
import { siteFilter, type ListFilterDef } from '../../../components/entity/listFilters';
import { placeFilters } from '../../../components/entity/propertyFilters';
import { useListTenantsQuery } from '../tenantsApi';
import { tenantKindChoices } from '../tenantKinds';
import { useTenantColumns } from '../components/useTenantColumns';

const kindFilter: ListFilterDef = { param: 'kind', label: 'Type', choices: tenantKindChoices };
const filters = [kindFilter, siteFilter, ...placeFilters];
const offeredFilters = ['kind'];
/** /tenants: the active site's tenants (another site's with ?site_id=), searchable, filtered by type. */
export default entityListPage('tenant', {
  useList: useListTenantsQuery,
  useColumns: useTenantColumns,
  filters,
  offeredFilters,
});
