import { EntityForm } from '../../../components/entity/EntityForm';
import { useCreateWirelessMutation } from '../wirelessApi';
import { emptyWirelessValues, wirelessPayloadOf, wirelessSchema } from '../wirelessValues';
import { WirelessFields } from '../components/WirelessFields';

/** /wireless/create: a new wireless network of the active site. */
export default function WirelessCreatePage() {
  const [createWireless] = useCreateWirelessMutation();
  return (
    <EntityForm
      entity="wireless"
      initialValues={emptyWirelessValues}
      validationSchema={wirelessSchema}
      save={(values) => createWireless(wirelessPayloadOf(values)).unwrap()}
    >
      <WirelessFields />
    </EntityForm>
  );
}
