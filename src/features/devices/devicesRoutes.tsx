import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

/**
 * The MikroTik device screens (requirements §2.6); src/app mounts them behind the superuser gate.
 * Each page is a chunk of its own, so nobody else pays for the device screens.
 */
export const devicesRoutes: RouteObject[] = [
  { path: paths.mikrotikDevices, element: lazyPage(() => import('./pages/DeviceListPage')) },
  { path: paths.deviceCreate, element: lazyPage(() => import('./pages/DeviceCreatePage')) },
  { path: routePatterns.device, element: lazyPage(() => import('./pages/DeviceDetailPage')) },
  { path: routePatterns.deviceEdit, element: lazyPage(() => import('./pages/DeviceEditPage')) },
  { path: routePatterns.deviceConfig, element: lazyPage(() => import('./pages/DeviceConfigPage')) },
];
