import { entityListPage } from '../../../components/entity/EntityListPage';
import { useOutletColumns } from '../components/useOutletColumns';
import { offeredOutletFilters, outletFilters } from '../outletFilters';
import { useListOutletsQuery } from '../outletsApi';

/** /outlets: the active site's outlets with their port state, filtered by place, network or state. */
export default entityListPage('outlet', {
  useList: useListOutletsQuery,
  useColumns: useOutletColumns,
  filters: outletFilters,
  offeredFilters: offeredOutletFilters,
});
