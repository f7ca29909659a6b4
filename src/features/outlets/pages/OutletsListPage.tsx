import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useOutletColumns } from '../components/useOutletColumns';
import { offeredOutletFilters, outletFilters } from '../outletFilters';
import { useListOutletsQuery } from '../outletsApi';
import type { Outlet } from '../outletTypes';

const rowPath = (outlet: Outlet) => paths.outlet(outlet.id);

/** /outlets: the active site's outlets with their port state, filtered by place, network or state. */
export default function OutletsListPage() {
  const columns = useOutletColumns();
  return (
    <EntityListPage
      title="Outlets"
      plural="outlets"
      path="/crm/outlets/"
      useList={useListOutletsQuery}
      columns={columns}
      filters={outletFilters}
      offeredFilters={offeredOutletFilters}
      rowPath={rowPath}
      createPath={paths.outletCreate}
      createLabel="Create outlet"
    />
  );
}
