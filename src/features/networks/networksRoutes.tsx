import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';
import { externalIpsCrumb, networksCrumb, speedLimitsCrumb } from './components/networkCrumbs';

const externalIpsList = lazyPage(() => import('./pages/ExternalIpsListPage'));

/** Networks, speed limits and external IPs: all under the Networks breadcrumb. */
export const networksRoutes: RouteObject[] = [
  {
    path: paths.networks,
    element: lazyPage(() => import('./pages/NetworksListPage')),
    handle: crumbs({ label: 'Networks' }),
  },
  {
    path: paths.networkCreate,
    element: lazyPage(() => import('./pages/NetworkCreatePage')),
    handle: crumbs(networksCrumb, { label: 'New network' }),
  },
  { path: routePatterns.network, element: lazyPage(() => import('./pages/NetworkDetailPage')) },
  { path: routePatterns.networkEdit, element: lazyPage(() => import('./pages/NetworkEditPage')) },
  {
    path: paths.speedLimits,
    element: lazyPage(() => import('./pages/SpeedLimitsListPage')),
    handle: crumbs(networksCrumb, { label: 'Speed limits' }),
  },
  {
    path: paths.speedLimitCreate,
    element: lazyPage(() => import('./pages/SpeedLimitCreatePage')),
    handle: crumbs(networksCrumb, speedLimitsCrumb, { label: 'New speed limit' }),
  },
  { path: routePatterns.speedLimit, element: lazyPage(() => import('./pages/SpeedLimitDetailPage')) },
  { path: routePatterns.speedLimitEdit, element: lazyPage(() => import('./pages/SpeedLimitEditPage')) },
  { path: paths.externalIps, element: externalIpsList, handle: crumbs(networksCrumb, { label: 'External IPs' }) },
  { path: paths.externalIpsAlias, element: externalIpsList, handle: crumbs(networksCrumb, { label: 'External IPs' }) },
  {
    path: paths.externalIpCreate,
    element: lazyPage(() => import('./pages/ExternalIpCreatePage')),
    handle: crumbs(networksCrumb, externalIpsCrumb, { label: 'New external IP' }),
  },
  { path: routePatterns.externalIp, element: lazyPage(() => import('./pages/ExternalIpDetailPage')) },
  { path: routePatterns.externalIpEdit, element: lazyPage(() => import('./pages/ExternalIpEditPage')) },
];
