import { entityRoutes } from '../../components/entity/entityRoutes';
import { paths, routePatterns } from '../../core/paths';

export const addressesRoutes = entityRoutes('address', {
  list: () => import('./pages/AddressesListPage'),
  create: [paths.addressCreate, () => import('./pages/AddressCreatePage')],
  page: () => import('./pages/AddressDetailPage'),
  edit: [routePatterns.addressEdit, () => import('./pages/AddressEditPage')],
});
