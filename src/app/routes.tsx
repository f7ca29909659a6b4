import type { RouteObject } from 'react-router';
import { RouteCrashScreen } from '../components/CrashScreen';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RequireAuth } from '../components/guards/RequireAuth';
import { RequireCustomer } from '../components/guards/RequireCustomer';
import { paths, routePatterns } from '../core/paths';
import type { Crumb } from '../layout/breadcrumbs/crumbsContext';
import type { CrumbHandle } from '../layout/breadcrumbs/TopBarBreadcrumbs';
import { deviceRoutes } from '../features/devices/deviceRoutes';
import LoginPage from '../core/session/pages/LoginPage';
import { lazyScreen } from './lazyScreen';

const crumbs = (...levels: Crumb[]): CrumbHandle => ({ crumbs: levels });
const sitesCrumb = { label: 'Sites', to: paths.sites };
/** Pages inside the shell: the shell keeps showing while their chunk loads. */
const page = (load: Parameters<typeof lazyScreen>[0]) => lazyScreen(load, false);

/**
 * Screens that need a signed-in user with an active customer, rendered inside the app shell
 * (spec §2.2). Later issues add theirs here.
 */
export const shellRoutes: RouteObject[] = [
  { path: paths.dashboard, element: page(() => import('../features/dashboard/DashboardPage')) },
  { path: paths.sites, element: page(() => import('../features/sites/pages/SitesListPage')), handle: crumbs(sitesCrumb) },
  { path: paths.site, element: page(() => import('../features/sites/pages/ActiveSitePage')) },
  {
    path: paths.siteCreate,
    element: page(() => import('../features/sites/pages/SiteCreatePage')),
    handle: crumbs(sitesCrumb, { label: 'New site' }),
  },
  { path: paths.siteEdit, element: page(() => import('../features/sites/pages/SiteEditPage')), handle: crumbs({ label: 'Edit' }) },
  {
    path: routePatterns.siteDetail,
    element: page(() => import('../features/sites/pages/SiteDetailPage')),
    handle: crumbs(sitesCrumb, { label: 'Site details' }),
  },
];

/**
 * Superuser-only screens (spec §2.1, §2.6): they need a superuser, not an active customer. The gate
 * and its denial screen are a chunk of their own: most users never need them.
 */
export const superuserRoutes: RouteObject[] = [
  { element: page(() => import('../components/guards/RequireSuperuser')), children: deviceRoutes },
];

const selectCustomer = () => import('../core/tenancy/pages/SelectCustomerPage');
const appShell = () => import('../layout/AppShell');

/**
 * All routes (spec §2.1–2.3): public gates, signed-in customer selection, then the shell. Guards are
 * components, so nothing behind them is downloaded until they let the user through.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteCrashScreen,
    children: [
      // Part of the initial bundle, not lazy: it is the first screen of every signed-out visit, and a lazy
      // chunk would only be requested after main.js has run (plus a Suspense fallback commit).
      { path: paths.login, Component: LoginPage },
      { path: paths.noAccess, element: lazyScreen(() => import('../core/tenancy/pages/NoAccessPage')) },
      {
        Component: RequireAuth,
        children: [
          { index: true, element: lazyScreen(selectCustomer) },
          { path: paths.selectCustomer, element: lazyScreen(selectCustomer) },
          {
            Component: RequireCustomer,
            children: [{ element: lazyScreen(appShell), children: shellRoutes }],
          },
          { element: lazyScreen(appShell), children: superuserRoutes },
        ],
      },
      { path: '*', element: lazyScreen(() => import('../components/NotFoundPage')) },
    ],
  },
];
