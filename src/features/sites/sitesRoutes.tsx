import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const sitesCrumb = { label: 'Sites', to: paths.sites };

/** The site screens, inside the shell (requirements §2.2); each page is a chunk of its own. */
export const sitesRoutes: RouteObject[] = [
  { path: paths.sites, element: lazyPage(() => import('./pages/SitesListPage')), handle: crumbs(sitesCrumb) },
  { path: paths.site, element: lazyPage(() => import('./pages/ActiveSitePage')) },
  {
    path: paths.siteCreate,
    element: lazyPage(() => import('./pages/SiteCreatePage')),
    handle: crumbs(sitesCrumb, { label: 'New site' }),
  },
  { path: paths.siteEdit, element: lazyPage(() => import('./pages/SiteEditPage')), handle: crumbs({ label: 'Edit' }) },
  {
    path: routePatterns.siteDetail,
    element: lazyPage(() => import('./pages/SiteDetailPage')),
    handle: crumbs(sitesCrumb, { label: 'Site details' }),
  },
];
