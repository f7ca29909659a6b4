import { EntityListPage } from '../../../components/entity/EntityListPage';
import { siteFilter } from '../../../components/entity/listFilters';
import { paths } from '../../../core/paths';
import { useListAddressesQuery } from '../addressesApi';
import { useAddressColumns } from '../components/useAddressColumns';

const filters = [siteFilter];
/** /addresses: the active site's addresses (another site's with ?site_id=). */
export default function AddressesListPage() {
  const columns = useAddressColumns();
  return (
    <EntityListPage
      entity="address"
      useList={useListAddressesQuery}
      columns={columns}
      filters={filters}
      createPath={paths.addressCreate}
    />
  );
}
