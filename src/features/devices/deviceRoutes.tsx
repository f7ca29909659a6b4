import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { devicePaths } from './devicePaths';

/*
 * The MikroTik device screens (spec §2.6) as lazy routes; the lead mounts them behind the superuser
 * gate. Each page is its own chunk, so nobody else pays for the device screens.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export const deviceRoutes: RouteObject[] = [
  { path: devicePaths.list, lazy: page(() => import('./DeviceListPage')) },
  { path: devicePaths.create, lazy: page(() => import('./DeviceCreatePage')) },
  { path: devicePaths.detail(':id'), lazy: page(() => import('./DeviceDetailPage')) },
  { path: devicePaths.edit(':id'), lazy: page(() => import('./DeviceEditPage')) },
  { path: devicePaths.config(':id'), lazy: page(() => import('./DeviceConfigPage')) },
];

export default deviceRoutes;
