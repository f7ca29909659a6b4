import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const wirelessCrumb = { label: 'Wireless', to: paths.wireless };

export const wirelessRoutes: RouteObject[] = [
  {
    path: paths.wireless,
    element: lazyPage(() => import('./pages/WirelessListPage')),
    handle: crumbs({ label: 'Wireless' }),
  },
  {
    path: paths.wirelessCreate,
    element: lazyPage(() => import('./pages/WirelessCreatePage')),
    handle: crumbs(wirelessCrumb, { label: 'New wireless network' }),
  },
  { path: routePatterns.wirelessDetail, element: lazyPage(() => import('./pages/WirelessDetailPage')) },
  { path: routePatterns.wirelessEdit, element: lazyPage(() => import('./pages/WirelessEditPage')) },
  // Its own chunk: the QR code library is only downloaded with this page.
  { path: routePatterns.wirelessCredentials, element: lazyPage(() => import('./pages/WirelessCredentialsPage')) },
];
