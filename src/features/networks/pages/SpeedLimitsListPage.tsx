import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { speedLimitColumns } from '../components/columns';
import { NetworksSectionLinks } from '../components/NetworksSectionLinks';
import { useListSpeedLimitsQuery } from '../networksApi';
import type { SpeedLimit } from '../networkTypes';

const rowPath = (limit: SpeedLimit) => paths.speedLimit(limit.id);

/** /networks/speed-limits: the customer's bandwidth profiles (shared by all its sites). */
export default function SpeedLimitsListPage() {
  return (
    <EntityListPage
      title="Speed limits"
      subtitle={<NetworksSectionLinks />}
      plural="speed limits"
      path="/crm/networks/speedlimits/"
      useList={useListSpeedLimitsQuery}
      columns={speedLimitColumns}
      rowPath={rowPath}
      createPath={paths.speedLimitCreate}
      createLabel="Create speed limit"
    />
  );
}
