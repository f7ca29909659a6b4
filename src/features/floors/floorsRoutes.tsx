import { entityRoutes } from '../../components/entity/entityRoutes';
import { paths, routePatterns } from '../../core/paths';

export const floorsRoutes = entityRoutes('floor', {
  list: () => import('./pages/FloorsListPage'),
  create: [paths.floorCreate, () => import('./pages/FloorCreatePage')],
  page: () => import('./pages/FloorDetailPage'),
  edit: [routePatterns.floorEdit, () => import('./pages/FloorEditPage')],
});
