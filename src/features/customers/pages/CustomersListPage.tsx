import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useAppSelector } from '../../../core/state/hooks';
import { selectActiveCustomer } from '../../../core/tenancy/tenancySlice';
import { useCustomerColumns } from '../components/useCustomerColumns';
import { CUSTOMERS_READ_ONLY, type CustomerRow } from '../customerTypes';
import { useListCustomerPage } from '../customersApi';

const rowPath = (customer: CustomerRow) => paths.customer(customer.id);

/** /customers: the user's customers (a superuser's: all), the active one marked; read-only, no CSV variant. */
export default function CustomersListPage() {
  const active = useAppSelector(selectActiveCustomer);
  const columns = useCustomerColumns(active?.id);
  return (
    <EntityListPage
      title="Customers"
      subtitle={CUSTOMERS_READ_ONLY}
      plural="customers"
      path="/crm/customers/"
      useList={useListCustomerPage}
      columns={columns}
      rowPath={rowPath}
      exportable={false}
    />
  );
}
