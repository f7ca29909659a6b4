import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

/**
 * The MikroTik device screens (requirements §2.6); src/app mounts them behind the superuser gate.
 * Each page is a chunk of its own, so nobody else pays for the device screens.
 */
export const devicesRoutes: RouteObject[] = [
  { path: paths.mikrotikDevices, element: lazyPage(() => import('./DeviceListPage')) },
  { path: paths.deviceCreate, element: lazyPage(() => import('./DeviceCreatePage')) },
  { path: routePatterns.device, element: lazyPage(() => import('./DeviceDetailPage')) },
  { path: routePatterns.deviceEdit, element: lazyPage(() => import('./DeviceEditPage')) },
  { path: routePatterns.deviceConfig, element: lazyPage(() => import('./DeviceConfigPage')) },
];
