import { configure } from '@testing-library/react';
import { networksRoutes } from '../../../src/features/networks/networksRoutes';
import { createFakeNetworkServer, type NetworkData } from './fakeNetworkServer';
import { CrumbsFrame, renderScreens } from '../../support/renderScreens';

// The DataGrid and Formik screens are heavy in jsdom; on a busy machine a refetch can take over a second.
configure({ asyncUtilTimeout: 8000 });

/**
 * Renders the feature's own routes (lazy pages, route crumbs) at `path` with a real store (signed in,
 * customer 1, site 1 active), the breadcrumbs, and a fake API holding `data`.
 */
export function renderNetworks(path: string, data: NetworkData = {}) {
  const server = createFakeNetworkServer(data);
  const routes = [{ Component: CrumbsFrame, children: [...networksRoutes, { path: '*', element: <p>elsewhere</p> }] }];
  return { ...renderScreens(routes, path), server };
}
