import { EntityForm } from '../../../components/entity/EntityForm';
import { paths } from '../../../core/paths';
import { useCreateWirelessMutation } from '../wirelessApi';
import { emptyWirelessValues, wirelessPayloadOf, wirelessSchema } from '../wirelessValues';
import { WirelessFields } from '../components/WirelessFields';

/** /wireless/create: a new wireless network of the active site. */
export default function WirelessCreatePage() {
  const [createWireless] = useCreateWirelessMutation();
  return (
    <EntityForm
      title="Create wireless network"
      initialValues={emptyWirelessValues}
      validationSchema={wirelessSchema}
      save={(values) => createWireless(wirelessPayloadOf(values)).unwrap()}
      savedTitle="Wireless network created"
      savedPath={(wireless) => paths.wirelessDetail(wireless.id)}
      cancelPath={paths.wireless}
    >
      <WirelessFields />
    </EntityForm>
  );
}
