import { entityRoutes } from '../../components/entity/entityRoutes';
import { paths, routePatterns } from '../../core/paths';

export const roomsRoutes = entityRoutes('room', {
  list: () => import('./pages/RoomsListPage'),
  create: [paths.roomCreate, () => import('./pages/RoomCreatePage')],
  page: () => import('./pages/RoomDetailPage'),
  edit: [routePatterns.roomEdit, () => import('./pages/RoomEditPage')],
});
