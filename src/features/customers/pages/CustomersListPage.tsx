import { entityListPage } from '../../../components/entity/EntityListPage';
import { useAppSelector } from '../../../core/state/hooks';
import { selectActiveCustomer } from '../../../core/tenancy/tenancySlice';
import { useCustomerColumns } from '../components/useCustomerColumns';
import { CUSTOMERS_READ_ONLY } from '../customerTypes';
import { useListCustomerPage } from '../useCustomerPage';

/** The columns, the active customer's row marked. */
function useColumnsMarkingActive() {
  const active = useAppSelector(selectActiveCustomer);
  return useCustomerColumns(active?.id);
}

/** /customers: the user's customers (a superuser's: all), the active one marked; read-only, no CSV variant. */
export default entityListPage('customer', {
  subtitle: CUSTOMERS_READ_ONLY,
  useList: useListCustomerPage,
  useColumns: useColumnsMarkingActive,
  exportable: false,
});
