import { EntityListPage } from '../../../components/entity/EntityListPage';
import { useAppSelector } from '../../../core/state/hooks';
import { selectActiveCustomer } from '../../../core/tenancy/tenancySlice';
import { useCustomerColumns } from '../components/useCustomerColumns';
import { CUSTOMERS_READ_ONLY } from '../customerTypes';
import { useListCustomerPage } from '../useCustomerPage';

/** /customers: the user's customers (a superuser's: all), the active one marked; read-only, no CSV variant. */
export default function CustomersListPage() {
  const active = useAppSelector(selectActiveCustomer);
  const columns = useCustomerColumns(active?.id);
  return (
    <EntityListPage
      entity="customer"
      subtitle={CUSTOMERS_READ_ONLY}
      useList={useListCustomerPage}
      columns={columns}
      exportable={false}
    />
  );
}
