import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
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
      entity="wireless"
      editing={{ id: wireless.id, name: wireless.ssid }}
      initialValues={wirelessValuesOf(wireless)}
      validationSchema={wirelessSchema}
      save={(values) => updateWireless({ id: wireless.id, body: wirelessPayloadOf(values) }).unwrap()}
    >
      <WirelessFields />
    </EntityForm>
  );
}

/** /wireless/{id}/edit */
export default function WirelessEditPage() {
  return (
    <EntityRoutePage entity="wireless" useItem={useGetWirelessQuery}>
      {(wireless: Wireless) => <EditWireless wireless={wireless} />}
    </EntityRoutePage>
  );
}
