import { skipToken } from '@reduxjs/toolkit/query';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { useRouteId } from '../../../components/entity/useRouteId';
import { paths } from '../../../core/paths';
import { useGetWirelessQuery, useUpdateWirelessMutation } from '../wirelessApi';
import { wirelessPayloadOf, wirelessSchema, wirelessValuesOf } from '../wirelessValues';
import type { Wireless } from '../wirelessTypes';
import { WirelessFields } from '../components/WirelessFields';

function EditWireless({ wireless }: { wireless: Wireless }) {
  const [updateWireless] = useUpdateWirelessMutation();
  usePageCrumbs([
    { label: 'Wireless', to: paths.wireless },
    { label: wireless.ssid, to: paths.wirelessDetail(wireless.id) },
    { label: 'Edit' },
  ]);
  return (
    <EntityForm
      title={`Edit ${wireless.ssid}`}
      record={{ entity: 'wireless', id: wireless.id }}
      initialValues={wirelessValuesOf(wireless)}
      validationSchema={wirelessSchema}
      save={(values) => updateWireless({ id: wireless.id, body: wirelessPayloadOf(values) }).unwrap()}
      savedTitle="Wireless network updated"
      savedPath={() => paths.wirelessDetail(wireless.id)}
      cancelPath={paths.wirelessDetail(wireless.id)}
    >
      <WirelessFields />
    </EntityForm>
  );
}

/** /wireless/{id}/edit */
export default function WirelessEditPage() {
  const id = useRouteId();
  const query = useGetWirelessQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="Wireless network"
      backPath={paths.wireless}
      backLabel="Back to wireless"
    >
      {(wireless) => <EditWireless wireless={wireless} />}
    </EntityDetailFrame>
  );
}
