import { entityListPage } from '../../../components/entity/EntityListPage';
import { siteFilter } from '../../../components/entity/listFilters';
import { useListAddressesQuery } from '../addressesApi';
import { useAddressColumns } from '../components/useAddressColumns';

const filters = [siteFilter];
/** /addresses: the active site's addresses (another site's with ?site_id=). */
export default entityListPage('address', {
  useList: useListAddressesQuery,
  useColumns: useAddressColumns,
  filters: filters,
});
