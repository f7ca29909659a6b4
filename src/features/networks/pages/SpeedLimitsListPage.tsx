import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { speedLimitColumns } from '../components/columns';
import { NetworksSectionLinks } from '../components/NetworksSectionLinks';
import { useListSpeedLimitsQuery } from '../networksApi';

/** /networks/speed-limits: the customer's bandwidth profiles (shared by all its sites). */
export default function SpeedLimitsListPage() {
  return (
    <EntityListPage
      entity="speed_limit"
      subtitle={<NetworksSectionLinks />}
      useList={useListSpeedLimitsQuery}
      columns={speedLimitColumns}
      createPath={paths.speedLimitCreate}
    />
  );
}
