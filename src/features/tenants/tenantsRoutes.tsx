import { entityRoutes } from '../../components/entity/entityRoutes';
import { paths, routePatterns } from '../../core/paths';

export const tenantsRoutes = entityRoutes('tenant', {
  list: () => import('./pages/TenantsListPage'),
  create: [paths.tenantCreate, () => import('./pages/TenantCreatePage')],
  page: () => import('./pages/TenantDetailPage'),
  edit: [routePatterns.tenantEdit, () => import('./pages/TenantEditPage')],
});
