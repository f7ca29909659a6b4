import { crumbs } from '../../components/crumbs';
import { entityRoutes } from '../../components/entity/entityRoutes';
import { lazyPage } from '../../components/lazyScreen';
import { paths, routePatterns } from '../../core/paths';

const formPage = () => import('./pages/DoorbellFormPage');

export const doorbellsRoutes = [
  ...entityRoutes('doorbell', {
    list: () => import('./pages/DoorbellsListPage'),
    create: [paths.doorbellCreate, formPage],
    page: () => import('./pages/DoorbellDetailPage'),
    edit: [routePatterns.doorbellEdit, formPage],
  }),
  {
    path: paths.presetMessages,
    element: lazyPage(() => import('./pages/PresetMessagesPage')),
    handle: crumbs({ label: 'Doorbells', to: paths.doorbells }, { label: 'Preset messages' }),
  },
];
