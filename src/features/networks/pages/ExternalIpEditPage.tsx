import { entityEditPage } from '../../../components/entity/entityFormPages';
import { externalIpCrumbs } from '../components/networkCrumbs';
import { ExternalIpFields } from '../components/ExternalIpFields';
import { useGetExternalIpQuery, useUpdateExternalIpMutation } from '../networksApi';
import { externalIpForm } from '../externalIpValues';

/** /external-ip/{id}/edit */
export default entityEditPage(externalIpForm, {
  calls: { get: useGetExternalIpQuery, update: useUpdateExternalIpMutation },
  crumbs: externalIpCrumbs,
  Fields: ExternalIpFields,
  nameOf: (ip) => ip.address,
});
