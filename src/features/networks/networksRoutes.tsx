import { crumbs } from '../../components/crumbs';
import { entityRoutes, type EntityScreens } from '../../components/entity/entityRoutes';
import type { PagedEntityType } from '../../core/entity/entityRegistry';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';
import { networksCrumb } from './components/networkCrumbs';

const externalIpsList = () => import('./pages/ExternalIpsListPage');

const underNetworks = (entity: PagedEntityType, screens: EntityScreens) =>
  entityRoutes(entity, screens, [networksCrumb]);

/** Networks, speed limits and external IPs: all under the Networks breadcrumb. */
export const networksRoutes = [
  ...entityRoutes('network', {
    list: () => import('./pages/NetworksListPage'),
    create: [paths.networkCreate, () => import('./pages/NetworkCreatePage')],
    page: () => import('./pages/NetworkDetailPage'),
    edit: [routePatterns.networkEdit, () => import('./pages/NetworkEditPage')],
  }),
  ...underNetworks('speed_limit', {
    list: () => import('./pages/SpeedLimitsListPage'),
    create: [paths.speedLimitCreate, () => import('./pages/SpeedLimitCreatePage')],
    page: () => import('./pages/SpeedLimitDetailPage'),
    edit: [routePatterns.speedLimitEdit, () => import('./pages/SpeedLimitEditPage')],
  }),
  ...underNetworks('external_ip', {
    list: externalIpsList,
    create: [paths.externalIpCreate, () => import('./pages/ExternalIpCreatePage')],
    page: () => import('./pages/ExternalIpDetailPage'),
    edit: [routePatterns.externalIpEdit, () => import('./pages/ExternalIpEditPage')],
  }),
  {
    path: paths.externalIpsAlias,
    element: lazyPage(externalIpsList),
    handle: crumbs(networksCrumb, { label: 'External IPs' }),
  },
];
