import { usePageCrumbs, type Crumb } from '../../../components/crumbs';
import { paths } from '../../../core/paths';
import { deviceTitle } from '../deviceDisplay';
import type { Device } from '../deviceTypes';

/** Devices › <title> (› more): a device page's breadcrumbs; just Devices while it loads. */
export function useDeviceCrumbs(device: Device | undefined, ...more: Crumb[]): void {
  const devices: Crumb = { label: 'Devices', to: paths.mikrotikDevices };
  const title = device ? deviceTitle(device) : null;
  const levels: Crumb[] = !device
    ? [devices]
    : more.length > 0
      ? [devices, { label: title!, to: paths.device(device.id) }, ...more]
      : [devices, { label: title! }];
  usePageCrumbs(levels);
}
