import { usePageCrumbs, type Crumb, type CrumbPlace } from '../../../components/crumbs';
import { paths } from '../../../core/paths';
import { deviceTitle } from '../deviceDisplay';
import type { Device } from '../deviceTypes';

/**
 * Devices › <title> (› more): a device page's breadcrumbs; just Devices while it loads. The customer
 * and site levels are the router's own (devices span customers), none for a router without a site.
 */
export function useDeviceCrumbs(device: Device | undefined, ...more: Crumb[]): void {
  const devices: Crumb = { label: 'Devices', to: paths.mikrotikDevices };
  const title = device ? deviceTitle(device) : null;
  const levels: Crumb[] = !device
    ? [devices]
    : more.length > 0
      ? [devices, { label: title!, to: paths.device(device.id) }, ...more]
      : [devices, { label: title! }];
  const place: CrumbPlace = device
    ? {
        customer:
          device.customer_id !== null && device.customer_name !== null
            ? { id: device.customer_id, name: device.customer_name }
            : null,
        site:
          device.site_id !== null && device.site_name !== null ? { id: device.site_id, name: device.site_name } : null,
      }
    : { customer: null, site: null };
  usePageCrumbs(levels, place);
}
