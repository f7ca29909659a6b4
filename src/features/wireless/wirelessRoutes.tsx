import { entityRoutes } from '../../components/entity/entityRoutes';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

export const wirelessRoutes = [
  ...entityRoutes('wireless', {
    list: () => import('./pages/WirelessListPage'),
    create: [paths.wirelessCreate, () => import('./pages/WirelessCreatePage')],
    page: () => import('./pages/WirelessDetailPage'),
    edit: [routePatterns.wirelessEdit, () => import('./pages/WirelessEditPage')],
  }),
  // Its own chunk: the QR code library is only downloaded with this page.
  { path: routePatterns.wirelessCredentials, element: lazyPage(() => import('./pages/WirelessCredentialsPage')) },
];
