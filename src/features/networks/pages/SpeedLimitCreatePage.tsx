import { entityCreatePage } from '../../../components/entity/entityFormPages';
import { SpeedLimitFields } from '../components/SpeedLimitFields';
import { useCreateSpeedLimitMutation } from '../networksApi';
import { speedLimitForm } from '../speedLimitValues';

/** /networks/speed-limits/create: a new bandwidth profile of the customer. */
export default entityCreatePage(speedLimitForm, { useCreate: useCreateSpeedLimitMutation, Fields: SpeedLimitFields });
