import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../../src/core/paths';
import DashboardPage from '../../../src/features/dashboard/pages/DashboardPage';
import ActiveSitePage from '../../../src/features/sites/pages/ActiveSitePage';
import SiteCreatePage from '../../../src/features/sites/pages/SiteCreatePage';
import SiteDetailPage from '../../../src/features/sites/pages/SiteDetailPage';
import SiteEditPage from '../../../src/features/sites/pages/SiteEditPage';
import SitesListPage from '../../../src/features/sites/pages/SitesListPage';
import { tenancySagas } from '../../../src/core/tenancy/tenancySagas';
import type { ActiveSite } from '../../../src/core/tenancy/tenancySlice';
import type { Site } from '../../../src/core/tenancy/siteTypes';
import { createFakeSiteServer } from './fakeSiteServer';
import { renderScreens, screenState } from '../../support/renderScreens';

// These screens (a 20-field Formik form, the DataGrid) are heavy in jsdom; on a busy machine a toast or
// a refetch can take longer than the default second to show.
configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [
  { path: paths.dashboard, Component: DashboardPage },
  { path: paths.sites, Component: SitesListPage },
  { path: paths.site, Component: ActiveSitePage },
  { path: paths.siteCreate, Component: SiteCreatePage },
  { path: paths.siteEdit, Component: SiteEditPage },
  { path: routePatterns.siteDetail, Component: SiteDetailPage },
];

interface RenderOptions {
  sites?: Site[];
  /** The active site; defaults to none. */
  activeSite?: ActiveSite | null;
}

/**
 * Renders the site screens (and the dashboard) at `path` inside the app's providers, with a real store
 * (signed in, active customer 1) and a fake fetch that speaks the sites contract.
 */
export function renderSites(path: string, { sites = [], activeSite = null }: RenderOptions = {}) {
  const server = createFakeSiteServer(sites);
  const state = screenState();
  const withSite = { ...state, tenancy: { ...state.tenancy, activeSite } };
  return { ...renderScreens(routes, path, withSite, { sagas: tenancySagas }), server };
}
