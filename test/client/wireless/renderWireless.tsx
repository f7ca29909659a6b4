import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../../src/core/paths';
import WirelessCreatePage from '../../../src/features/wireless/pages/WirelessCreatePage';
import WirelessCredentialsPage from '../../../src/features/wireless/pages/WirelessCredentialsPage';
import WirelessDetailPage from '../../../src/features/wireless/pages/WirelessDetailPage';
import WirelessEditPage from '../../../src/features/wireless/pages/WirelessEditPage';
import WirelessListPage from '../../../src/features/wireless/pages/WirelessListPage';
import type { Wireless, WirelessCredentials } from '../../../src/features/wireless/wirelessTypes';
import { type FakeHandler, installFakeApi } from '../../support/fakeApi';
import { CrumbsFrame, renderScreens, screenState } from '../../support/renderScreens';

// The DataGrid and Formik are heavy in jsdom; on a busy machine a refetch can take over a second.
configure({ asyncUtilTimeout: 5000 });

export function makeWireless(overrides: Partial<Wireless> = {}): Wireless {
  return {
    id: 9,
    site_id: 3,
    ssid: 'Moholt-Beboer',
    security: 'wpa2-personal',
    has_passphrase: true,
    band: 'dual',
    network_id: 4,
    network_name: 'Tenant LAN',
    vlan_id: 120,
    hidden: false,
    enabled: true,
    description: null,
    created_at: '2026-01-02T10:00:00Z',
    modified_at: '2026-01-03T10:00:00Z',
    can_delete: true,
    delete_blockers: [],
    ...overrides,
  };
}

export const credentials: WirelessCredentials = {
  id: 9,
  ssid: 'Moholt;Beboer',
  security: 'wpa2-personal',
  hidden: false,
  has_passphrase: true,
  tenants: [
    {
      tenant_id: 31,
      tenant_name: 'Kari Nordmann',
      network_id: 4,
      network_name: 'Kari LAN',
      vlan_id: 120,
      has_key: true,
    },
    { tenant_id: 32, tenant_name: 'Ola Hansen', network_id: 5, network_name: 'Ola LAN', vlan_id: 121, has_key: false },
  ],
};

const routes: RouteObject[] = [
  {
    Component: CrumbsFrame,
    children: [
      { path: paths.wireless, Component: WirelessListPage },
      { path: paths.wirelessCreate, Component: WirelessCreatePage },
      { path: routePatterns.wirelessDetail, Component: WirelessDetailPage },
      { path: routePatterns.wirelessEdit, Component: WirelessEditPage },
      { path: routePatterns.wirelessCredentials, Component: WirelessCredentialsPage },
    ],
  },
];

const emptyPage: FakeHandler = () => [200, { data: [], total: 0 }];

/** The wireless screens at `path` with a real store (signed in, customer 1, site 3) and a fake API. */
export function renderWireless(path: string, rows: Wireless[] = [makeWireless()]) {
  const api = installFakeApi({
    'GET /api/crm/wireless/': ({ query }) => {
      const search = query.get('search')?.toLowerCase();
      const found = rows.filter((row) => !search || row.ssid.toLowerCase().includes(search));
      return [200, { data: found, total: found.length }];
    },
    'GET /api/crm/wireless/:id/': ({ params }) => {
      const found = rows.find((row) => row.id === Number(params.id));
      return found ? [200, found] : [404, { detail: 'Not found.' }];
    },
    'GET /api/crm/wireless/:id/credentials/': () => [200, credentials],
    'GET /api/crm/sites/:id/': ({ params }) => [200, { id: Number(params.id), name: 'Moholt' }],
    'GET /api/crm/networks/': emptyPage,
    'GET /api/crm/changes/': emptyPage,
  });
  return { ...renderScreens(routes, path, screenState({ siteId: 3 })), api };
}
