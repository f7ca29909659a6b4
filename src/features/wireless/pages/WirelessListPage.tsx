import { entityListPage } from '../../../components/entity/EntityListPage';
import { useWirelessColumns } from '../components/useWirelessColumns';
import { offeredWirelessFilters, wirelessFilters } from '../wirelessFilters';
import { useListWirelessQuery } from '../wirelessApi';

/** /wireless: the active site's wireless networks, filtered by network or enabled. */
export default entityListPage('wireless', {
  useList: useListWirelessQuery,
  useColumns: useWirelessColumns,
  filters: wirelessFilters,
  offeredFilters: offeredWirelessFilters,
});
