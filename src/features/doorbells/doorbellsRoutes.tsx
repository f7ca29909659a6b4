import type { RouteObject } from 'react-router';
import { crumbs } from '../../components/crumbs';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const doorbellsCrumb = { label: 'Doorbells', to: paths.doorbells };
const formPage = () => import('./pages/DoorbellFormPage');

export const doorbellsRoutes: RouteObject[] = [
  {
    path: paths.doorbells,
    element: lazyPage(() => import('./pages/DoorbellsListPage')),
    handle: crumbs({ label: 'Doorbells' }),
  },
  {
    path: paths.presetMessages,
    element: lazyPage(() => import('./pages/PresetMessagesPage')),
    handle: crumbs(doorbellsCrumb, { label: 'Preset messages' }),
  },
  {
    path: paths.doorbellCreate,
    element: lazyPage(formPage),
    handle: crumbs(doorbellsCrumb, { label: 'New doorbell' }),
  },
  { path: routePatterns.doorbell, element: lazyPage(() => import('./pages/DoorbellDetailPage')) },
  { path: routePatterns.doorbellEdit, element: lazyPage(formPage) },
];
