import { entityEditPage } from '../../../components/entity/entityFormPages';
import { outletCrumbs } from '../components/outletCrumbs';
import { OutletFields } from '../components/OutletFields';
import type { Outlet } from '../outletTypes';
import { useGetOutletQuery, useUpdateOutletMutation } from '../outletsApi';
import { outletForm } from '../outletValues';

/** The outlet's own site offers its rooms and networks. */
const FieldsOfSite = ({ item }: { item: Outlet }) => <OutletFields siteId={item.site_id} />;

/** /outlet/{id}/edit */
export default entityEditPage(outletForm, {
  calls: { get: useGetOutletQuery, update: useUpdateOutletMutation },
  crumbs: outletCrumbs,
  Fields: FieldsOfSite,
  nameOf: (outlet) => outlet.label,
});
