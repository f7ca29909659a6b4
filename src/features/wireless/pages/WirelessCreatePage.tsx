import { entityCreatePage } from '../../../components/entity/entityFormPages';
import { WirelessFields } from '../components/WirelessFields';
import { useCreateWirelessMutation } from '../wirelessApi';
import { wirelessForm } from '../wirelessValues';

/** /wireless/create: a new wireless network of the active site. */
export default entityCreatePage(wirelessForm, { useCreate: useCreateWirelessMutation, Fields: WirelessFields });
