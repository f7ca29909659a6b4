import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { exportSagas } from '../../../src/core/exports/exportSagas';
import { paths, routePatterns } from '../../../src/core/paths';
import AddressCreatePage from '../../../src/features/addresses/pages/AddressCreatePage';
import AddressDetailPage from '../../../src/features/addresses/pages/AddressDetailPage';
import AddressEditPage from '../../../src/features/addresses/pages/AddressEditPage';
import AddressesListPage from '../../../src/features/addresses/pages/AddressesListPage';
import type { Address } from '../../../src/features/addresses/addressTypes';
import { type FakeHandler, installFakeApi } from '../../support/fakeApi';
import { renderScreens, screenState } from '../../support/renderScreens';

// The DataGrid and Formik are heavy in jsdom; on a busy machine a refetch can take over a second.
configure({ asyncUtilTimeout: 5000 });

export function makeAddress(id: number, overrides: Partial<Address> = {}): Address {
  const street = overrides.street ?? `Street ${String(id).padStart(2, '0')}`;
  return {
    id,
    site_id: 3,
    site_name: 'Moholt',
    name: `${street} ${id}`,
    street,
    house_number: String(id),
    postal_code: '7050',
    city: 'Trondheim',
    country: 'NO',
    created_at: '2026-01-02T10:00:00Z',
    modified_at: '2026-01-03T10:00:00Z',
    can_delete: true,
    delete_blockers: [],
    ...overrides,
  };
}

const routes: RouteObject[] = [
  { path: paths.addresses, Component: AddressesListPage },
  { path: paths.addressCreate, Component: AddressCreatePage },
  { path: routePatterns.address, Component: AddressDetailPage },
  { path: routePatterns.addressEdit, Component: AddressEditPage },
  { path: paths.floors, element: <h1>Floors list</h1> },
  { path: routePatterns.floor, element: <h1>Floor page</h1> },
  { path: paths.rooms, element: <h1>Rooms list</h1> },
];

const emptyPage: FakeHandler = () => [200, { data: [], total: 0 }];

/**
 * The address screens at `path` with a real store (signed in, customer 1, site 3) and a fake API that
 * answers the address calls from `addresses`; other routes are added per test with `api.on`.
 */
export function renderAddresses(path: string, addresses: Address[] = []) {
  const api = installFakeApi({
    'GET /api/crm/addresses/': ({ query }) => {
      const search = query.get('search')?.toLowerCase();
      const rows = addresses.filter((address) => !search || address.name.toLowerCase().includes(search));
      return [200, { data: rows, total: rows.length }];
    },
    'GET /api/crm/addresses/:id/': ({ params }) => {
      const found = addresses.find((address) => address.id === Number(params.id));
      return found ? [200, found] : [404, { detail: 'Not found.' }];
    },
    'GET /api/crm/sites/:id/': ({ params }) => [200, { id: Number(params.id), name: 'Moholt' }],
    'GET /api/crm/floors/': emptyPage,
    'GET /api/crm/rooms/': emptyPage,
    'GET /api/crm/changes/': emptyPage,
    'GET /api/crm/saved-views/': () => [200, { data: [] }],
  });
  const state = screenState({ siteId: 3 });
  const user = {
    id: 7,
    email: 'staff@example.com',
    first_name: 'Sam',
    last_name: 'Staff',
    last_active_customer: 1,
    last_active_site: 3,
    profile: { theme: 'auto' as const, advanced_mode: false },
  };
  return {
    ...renderScreens(routes, path, { ...state, session: { ...state.session, user } }, { sagas: exportSagas }),
    api,
  };
}
