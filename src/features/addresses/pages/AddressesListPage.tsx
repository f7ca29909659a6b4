import { EntityListPage } from '../../../components/entity/EntityListPage';
import { siteFilter } from '../../../components/entity/listFilters';
import { paths } from '../../../core/paths';
import { useListAddressesQuery } from '../addressesApi';
import type { Address } from '../addressTypes';
import { useAddressColumns } from '../components/useAddressColumns';

const filters = [siteFilter];
const rowPath = (address: Address) => paths.address(address.id);

/** /addresses: the active site's addresses (another site's with ?site_id=). */
export default function AddressesListPage() {
  const columns = useAddressColumns();
  return (
    <EntityListPage
      title="Addresses"
      plural="addresses"
      path="/crm/addresses/"
      useList={useListAddressesQuery}
      columns={columns}
      filters={filters}
      rowPath={rowPath}
      createPath={paths.addressCreate}
      createLabel="Create address"
    />
  );
}
