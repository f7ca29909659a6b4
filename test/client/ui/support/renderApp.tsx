import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory, type RouteObject } from 'react-router';
import { AppProviders } from '../../../../src/app/providers';
import { AppRouter, navigateThrough } from '../../../../src/app/router';
import { routes as appRoutes } from '../../../../src/app/routes';
import { makeStore, type PreloadedAppState } from '../../../../src/app/store';
import { guardHistory, type GuardedHistory } from '../../../../src/core/navigation/guardedHistory';

// Screens are lazy chunks that ts-jest compiles on first use; give that first render room on a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20000);

export const customers = [
  { id: 1, name: 'Acme Property Group', logo: null },
  { id: 2, name: 'Harbour Estates', logo: 'https://cdn.example.com/harbour.png' },
  { id: 3, name: 'Northwind Living', logo: null },
];

export const user = {
  id: 7,
  email: 'staff@example.com',
  first_name: 'Sam',
  last_name: 'Staff',
  last_active_customer: null,
  last_active_site: null,
  profile: { theme: 'auto' as const, advanced_mode: false },
};

/** A signed-in session with an active customer and site, ready for the shell. */
export function signedIn(overrides: PreloadedAppState = {}): PreloadedAppState {
  return {
    ...overrides,
    session: { accessToken: 'access', refreshToken: 'refresh', user, initialised: true, ...overrides.session },
    tenancy: {
      customers,
      customersLoaded: true,
      activeCustomer: customers[0],
      activeSite: { id: 11, name: 'Harbour View', description: '' },
      ...overrides.tenancy,
    },
  };
}

type Options = { routes?: RouteObject[]; persist?: boolean; state?: unknown };

/**
 * Renders the real app providers and routes (or `routes`) at `path` on a fresh store. Sagas are off:
 * screen tests assert what a user sees and which actions reach the store.
 */
export function renderApp(path: string, preloaded: PreloadedAppState = {}, options: Options = {}) {
  const store = makeStore(preloaded, { sagas: false, persist: options.persist ?? false, browserListeners: false });
  const history = guardHistory(
    UNSAFE_createMemoryHistory({
      initialEntries: [
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state: options.state,
        },
      ],
      v5Compat: true,
    }),
  );
  navigateThrough(history);
  // Spied before the first render so every component's dispatch is recorded (and still reaches the store).
  const dispatched = jest.spyOn(store, 'dispatch');
  const view = render(
    <AppProviders store={store}>
      <AppRouter history={history} routes={options.routes ?? appRoutes} />
    </AppProviders>,
  );
  return { ...view, store, history, dispatched, user: userEvent.setup() };
}

/** The path (with query) the router shows now. */
export const currentLocation = (history: GuardedHistory) => `${history.location.pathname}${history.location.search}`;
