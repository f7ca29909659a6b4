import { EntityListPage } from '../../../components/entity/EntityListPage';
import { paths } from '../../../core/paths';
import { useWirelessColumns } from '../components/useWirelessColumns';
import { offeredWirelessFilters, wirelessFilters } from '../wirelessFilters';
import { useListWirelessQuery } from '../wirelessApi';
import type { Wireless } from '../wirelessTypes';

const rowPath = (wireless: Wireless) => paths.wirelessDetail(wireless.id);

/** /wireless: the active site's wireless networks, filtered by network or enabled. */
export default function WirelessListPage() {
  const columns = useWirelessColumns();
  return (
    <EntityListPage
      title="Wireless"
      plural="wireless networks"
      path="/crm/wireless/"
      useList={useListWirelessQuery}
      columns={columns}
      filters={wirelessFilters}
      offeredFilters={offeredWirelessFilters}
      rowPath={rowPath}
      createPath={paths.wirelessCreate}
      createLabel="Create wireless network"
    />
  );
}
