import { entityRoutes } from '../../components/entity/entityRoutes';
import { paths, routePatterns } from '../../core/paths';

export const outletsRoutes = entityRoutes('outlet', {
  list: () => import('./pages/OutletsListPage'),
  create: [paths.outletCreate, () => import('./pages/OutletCreatePage')],
  page: () => import('./pages/OutletDetailPage'),
  edit: [routePatterns.outletEdit, () => import('./pages/OutletEditPage')],
});
