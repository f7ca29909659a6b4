import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useOutletColumns } from '../components/useOutletColumns';
import { offeredOutletFilters, outletFilters } from '../outletFilters';
import { useListOutletsQuery } from '../outletsApi';

/** /outlets: the active site's outlets with their port state, filtered by place, network or state. */
export default function OutletsListPage() {
  const columns = useOutletColumns();
  return (
    <EntityListPage
      entity="outlet"
      useList={useListOutletsQuery}
      columns={columns}
      filters={outletFilters}
      offeredFilters={offeredOutletFilters}
      createPath={paths.outletCreate}
    />
  );
}
