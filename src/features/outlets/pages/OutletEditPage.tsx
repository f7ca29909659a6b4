import { skipToken } from '@reduxjs/toolkit/query';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { useRouteId } from '../../../components/entity/useRouteId';
import { paths } from '../../../core/paths';
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
      title={`Edit ${outlet.label}`}
      record={{ entity: 'outlet', id: outlet.id }}
      initialValues={outletValuesOf(outlet)}
      validationSchema={outletSchema}
      save={(values) => updateOutlet({ id: outlet.id, body: outletPayloadOf(values) }).unwrap()}
      savedTitle="Outlet updated"
      savedPath={() => paths.outlet(outlet.id)}
      cancelPath={paths.outlet(outlet.id)}
    >
      <OutletFields siteId={outlet.site_id} />
    </EntityForm>
  );
}

/** /outlet/{id}/edit */
export default function OutletEditPage() {
  const id = useRouteId();
  const query = useGetOutletQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="Outlet"
      backPath={paths.outlets}
      backLabel="Back to outlets"
    >
      {(outlet) => <EditOutlet outlet={outlet} />}
    </EntityDetailFrame>
  );
}
