import { entityEditPage } from '../../../components/entity/entityFormPages';
import { paths } from '../../../core/paths';
import { WirelessFields } from '../components/WirelessFields';
import { useGetWirelessQuery, useUpdateWirelessMutation } from '../wirelessApi';
import { wirelessForm } from '../wirelessValues';

/** /wireless/{id}/edit */
export default entityEditPage(wirelessForm, {
  calls: { get: useGetWirelessQuery, update: useUpdateWirelessMutation },
  crumbs: (wireless) => [{ label: 'Wireless', to: paths.wireless }, { label: wireless.ssid }],
  Fields: WirelessFields,
  nameOf: (wireless) => wireless.ssid,
});
