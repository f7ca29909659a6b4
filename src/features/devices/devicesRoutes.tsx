import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

/**
 * The MikroTik device screens (requirements §2.6); src/app mounts them behind the superuser gate.
 * Each page is a chunk of its own, so nobody else pays for the device screens.
 */
export const devicesRoutes: RouteObject[] = [
  {
    path: paths.mikrotikDevices,
    element: lazyPage(() => import('./pages/DeviceListPage')),
    handle: crumbs({ label: 'Devices' }),
  },
  {
    path: paths.deviceCreate,
    element: lazyPage(() => import('./pages/DeviceCreatePage')),
    handle: crumbs({ label: 'Devices', to: paths.mikrotikDevices }, { label: 'New device' }),
  },
  { path: routePatterns.device, element: lazyPage(() => import('./pages/DeviceDetailPage')) },
  { path: routePatterns.deviceEdit, element: lazyPage(() => import('./pages/DeviceEditPage')) },
  { path: routePatterns.deviceConfig, element: lazyPage(() => import('./pages/DeviceConfigPage')) },
];
