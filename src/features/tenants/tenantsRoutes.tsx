import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const tenantsCrumb = { label: 'Tenants', to: paths.tenants };

export const tenantsRoutes: RouteObject[] = [
  {
    path: paths.tenants,
    element: lazyPage(() => import('./pages/TenantsListPage')),
    handle: crumbs({ label: 'Tenants' }),
  },
  {
    path: paths.tenantCreate,
    element: lazyPage(() => import('./pages/TenantCreatePage')),
    handle: crumbs(tenantsCrumb, { label: 'New tenant' }),
  },
  { path: routePatterns.tenant, element: lazyPage(() => import('./pages/TenantDetailPage')) },
  { path: routePatterns.tenantEdit, element: lazyPage(() => import('./pages/TenantEditPage')) },
];
