import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { outletCrumbs } from '../components/outletCrumbs';
import { OutletFields } from '../components/OutletFields';
import { useGetOutletQuery, useUpdateOutletMutation } from '../outletsApi';
import type { Outlet } from '../outletTypes';
import { outletPayloadOf, outletSchema, outletValuesOf } from '../outletValues';

function EditOutlet({ outlet }: { outlet: Outlet }) {
  const [updateOutlet] = useUpdateOutletMutation();
  usePageCrumbs(outletCrumbs(outlet, { label: 'Edit' }));
  return (
    <EntityForm
      entity="outlet"
      editing={{ id: outlet.id, name: outlet.label }}
      initialValues={outletValuesOf(outlet)}
      validationSchema={outletSchema}
      save={(values) => updateOutlet({ id: outlet.id, body: outletPayloadOf(values) }).unwrap()}
    >
      <OutletFields siteId={outlet.site_id} />
    </EntityForm>
  );
}

/** /outlet/{id}/edit */
export default function OutletEditPage() {
  return (
    <EntityRoutePage entity="outlet" useItem={useGetOutletQuery}>
      {(outlet: Outlet) => <EditOutlet outlet={outlet} />}
    </EntityRoutePage>
  );
}
