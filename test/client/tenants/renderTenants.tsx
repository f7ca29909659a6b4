import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { useRouteId } from '../../../src/components/entity/useRouteId';
import { OccupancyPanel } from '../../../src/components/occupancy/OccupancyPanel';
import type { Occupancy } from '../../../src/core/occupancy/occupancyTypes';
import { paths, routePatterns } from '../../../src/core/paths';
import type { ActiveTenant } from '../../../src/core/tenancy/tenancySlice';
import TenantCreatePage from '../../../src/features/tenants/pages/TenantCreatePage';
import TenantDetailPage from '../../../src/features/tenants/pages/TenantDetailPage';
import TenantEditPage from '../../../src/features/tenants/pages/TenantEditPage';
import TenantsListPage from '../../../src/features/tenants/pages/TenantsListPage';
import type { Tenant } from '../../../src/features/tenants/tenantTypes';
import { ActiveTenantChip } from '../../../src/layout/topbar/ActiveTenantChip';
import { createFakeTenantServer, site } from './fakeTenantServer';
import { renderScreens, screenState } from '../../support/renderScreens';

// The DataGrid and Formik dialogs are heavy in jsdom; on a busy machine a refetch can take a while.
configure({ asyncUtilTimeout: 5000 });

const withChip = (Page: () => React.ReactNode) =>
  function Screen() {
    return (
      <>
        <ActiveTenantChip />
        <Page />
      </>
    );
  };

function RoomOccupancy() {
  const roomId = useRouteId();
  return roomId ? <OccupancyPanel roomId={roomId} siteId={site.id} /> : null;
}

const routes: RouteObject[] = [
  { path: paths.tenants, Component: withChip(TenantsListPage) },
  { path: paths.tenantCreate, Component: TenantCreatePage },
  { path: routePatterns.tenant, Component: withChip(TenantDetailPage) },
  { path: routePatterns.tenantEdit, Component: TenantEditPage },
  { path: routePatterns.room, Component: () => <p>Room page</p> },
  // The panel as the room page will hold it (the room page itself is another feature's).
  { path: '/test/room/:id/occupancy', Component: RoomOccupancy },
];

interface RenderOptions {
  tenants?: Tenant[];
  occupancy?: Occupancy[];
  activeTenant?: ActiveTenant | null;
}

/** The tenant screens at `path` with a real store (signed in, customer 1, site 11) against the fake API. */
export function renderTenants(path: string, { tenants = [], occupancy = [], activeTenant = null }: RenderOptions = {}) {
  const server = createFakeTenantServer(tenants, occupancy);
  const state = screenState({ siteId: site.id });
  const tenancy = { ...state.tenancy, activeSite: { id: site.id, name: site.name, description: '' }, activeTenant };
  return { ...renderScreens(routes, path, { ...state, tenancy }, { sagas: false }), server };
}
