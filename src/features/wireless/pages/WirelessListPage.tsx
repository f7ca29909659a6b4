import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useWirelessColumns } from '../components/useWirelessColumns';
import { offeredWirelessFilters, wirelessFilters } from '../wirelessFilters';
import { useListWirelessQuery } from '../wirelessApi';

/** /wireless: the active site's wireless networks, filtered by network or enabled. */
export default function WirelessListPage() {
  const columns = useWirelessColumns();
  return (
    <EntityListPage
      entity="wireless"
      useList={useListWirelessQuery}
      columns={columns}
      filters={wirelessFilters}
      offeredFilters={offeredWirelessFilters}
      createPath={paths.wirelessCreate}
    />
  );
}
