import { entityEditPage } from '../../../components/entity/entityFormPages';
import { speedLimitCrumbs } from '../components/networkCrumbs';
import { SpeedLimitFields } from '../components/SpeedLimitFields';
import { useGetSpeedLimitQuery, useUpdateSpeedLimitMutation } from '../networksApi';
import { speedLimitForm } from '../speedLimitValues';

/** /networks/speed-limit/{id}/edit */
export default entityEditPage(speedLimitForm, {
  calls: { get: useGetSpeedLimitQuery, update: useUpdateSpeedLimitMutation },
  crumbs: speedLimitCrumbs,
  Fields: SpeedLimitFields,
});
