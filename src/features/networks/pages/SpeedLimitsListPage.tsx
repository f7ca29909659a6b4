import { entityListPage } from '../../../components/entity/EntityListPage';
import { speedLimitColumns } from '../components/columns';
import { NetworksSectionLinks } from '../components/NetworksSectionLinks';
import { useListSpeedLimitsQuery } from '../networksApi';

/** /networks/speed-limits: the customer's bandwidth profiles (shared by all its sites). */
export default entityListPage('speed_limit', {
  subtitle: <NetworksSectionLinks />,
  useList: useListSpeedLimitsQuery,
  useColumns: () => speedLimitColumns,
});
