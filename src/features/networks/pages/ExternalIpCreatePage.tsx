import { entityCreatePage } from '../../../components/entity/entityFormPages';
import { ExternalIpFields } from '../components/ExternalIpFields';
import { useCreateExternalIpMutation } from '../networksApi';
import { externalIpForm } from '../externalIpValues';

/** /external-ips/create: a new address of the active site; `?network_id=` (a network's page) routes it there. */
export default entityCreatePage(externalIpForm, {
  useCreate: useCreateExternalIpMutation,
  Fields: ExternalIpFields,
  parent: 'network',
});
