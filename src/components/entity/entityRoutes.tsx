import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { crumbs, type Crumb } from '../crumbs';
import { lazyPage } from '../lazyScreen';
import { ENTITY_LISTS, ENTITY_PAGES, nounOf, type PagedEntityType } from '../../core/entity/entityRegistry';

type Load = () => Promise<{ default: ComponentType }>;

/** An entity's screens, each a chunk of its own; create and edit with their route's path. */
export interface EntityScreens {
  list: Load;
  create?: readonly [path: string, load: Load];
  page: Load;
  edit?: readonly [pattern: string, load: Load];
}

/**
 * The routes of an entity's list, create, item and edit screens. The list and create screens' breadcrumbs
 * come from the registry ("Floors", "Floors › New floor"), below the levels `above` them; the item
 * screens publish their own.
 * @example entityRoutes('floor', { list: () => import('./pages/FloorsListPage'), page: …, create: [paths.floorCreate, …] })
 */
export function entityRoutes(entity: PagedEntityType, screens: EntityScreens, above: Crumb[] = []): RouteObject[] {
  const { path, title } = ENTITY_LISTS[entity];
  const routes: RouteObject[] = [
    { path, element: lazyPage(screens.list), handle: crumbs(...above, { label: title }) },
    { path: ENTITY_PAGES[entity](':id'), element: lazyPage(screens.page) },
  ];
  if (screens.create) {
    const [createPath, load] = screens.create;
    const handle = crumbs(...above, { label: title, to: path }, { label: `New ${nounOf(entity)}` });
    routes.splice(1, 0, { path: createPath, element: lazyPage(load), handle });
  }
  if (screens.edit) routes.push({ path: screens.edit[0], element: lazyPage(screens.edit[1]) });
  return routes;
}
