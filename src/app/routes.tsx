import type { RouteObject } from 'react-router';
import { RequireAuth } from '../components/guards/RequireAuth';
import { RequireCustomer } from '../components/guards/RequireCustomer';
import { ShellWhenSignedIn } from '../components/guards/ShellWhenSignedIn';
import { crumbs } from '../components/crumbs';
import { lazyPage, lazyScreen } from '../components/lazyScreen';
import { paths } from '../core/paths';
import LoginPage from '../features/session/pages/LoginPage';
import { addressesRoutes } from '../features/addresses/addressesRoutes';
import { customersRoutes } from '../features/customers/customersRoutes';
import { dashboardRoutes } from '../features/dashboard/dashboardRoutes';
import { alertsRoutes } from '../features/alerts/alertsRoutes';
import { notificationsRoutes } from '../features/notifications/notificationsRoutes';
import { devicesRoutes } from '../features/devices/devicesRoutes';
import { doorbellsRoutes } from '../features/doorbells/doorbellsRoutes';
import { floorsRoutes } from '../features/floors/floorsRoutes';
import { networksRoutes } from '../features/networks/networksRoutes';
import { outletsRoutes } from '../features/outlets/outletsRoutes';
import { roomsRoutes } from '../features/rooms/roomsRoutes';
import { movesRoutes } from '../features/moves/movesRoutes';
import { sitesRoutes } from '../features/sites/sitesRoutes';
import { supportRoutes } from '../features/support/supportRoutes';
import { tenantsRoutes } from '../features/tenants/tenantsRoutes';
import { usersRoutes } from '../features/users/usersRoutes';
import { wirelessRoutes } from '../features/wireless/wirelessRoutes';

/** Screens that need a signed-in user with an active customer, rendered inside the app shell (requirements §2.2). */
export const shellRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...alertsRoutes,
  ...notificationsRoutes,
  ...sitesRoutes,
  ...movesRoutes,
  ...addressesRoutes,
  ...floorsRoutes,
  ...roomsRoutes,
  ...outletsRoutes,
  ...tenantsRoutes,
  ...usersRoutes,
  ...customersRoutes,
  ...networksRoutes,
  ...wirelessRoutes,
  ...doorbellsRoutes,
];

/**
 * Superuser-only screens (requirements §2.1, §2.6): they need a superuser, not an active customer. The
 * gate and its denial screen are a chunk of their own: most users never need them.
 */
export const superuserRoutes: RouteObject[] = [
  { element: lazyPage(() => import('../components/guards/RequireSuperuser')), children: devicesRoutes },
];

const selectCustomer = () => import('../features/tenancy/pages/SelectCustomerPage');
const appShell = () => import(/* webpackChunkName: "app-shell" */ '../layout/AppShell');

/**
 * All routes (requirements §2.1–2.3): public gates, signed-in customer selection, then the shell.
 * Guards are components and every screen is a `lazyScreen`/`lazyPage` element, so nothing behind a
 * guard is downloaded until it lets the user through.
 */
export const routes: RouteObject[] = [
  {
    children: [
      // Part of the initial bundle, not lazy: it is the first screen of every signed-out visit, and a lazy
      // chunk would only be requested after main.js has run (plus a Suspense fallback commit).
      { path: paths.login, Component: LoginPage },
      { path: paths.noAccess, element: lazyScreen(() => import('../features/tenancy/pages/NoAccessPage')) },
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
          // Support staff open a recording with or without a customer of their own.
          { element: lazyScreen(appShell), children: supportRoutes },
        ],
      },
      {
        element: <ShellWhenSignedIn shell={lazyScreen(appShell)} />,
        children: [
          {
            path: '*',
            element: lazyPage(() => import('../components/NotFoundPage')),
            handle: crumbs({ label: 'Page not found' }),
          },
        ],
      },
    ],
  },
];
