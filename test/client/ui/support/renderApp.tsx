import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../../../src/app/providers';
import { routes as appRoutes } from '../../../../src/app/routes';
import { makeStore, type PreloadedAppState } from '../../../../src/app/store';
import { setNavigator } from '../../../../src/core/browser';

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
  const router = createMemoryRouter(options.routes ?? appRoutes, {
    initialEntries: [
      {
        pathname: path.split('?')[0],
        search: path.includes('?') ? `?${path.split('?')[1]}` : '',
        state: options.state,
      },
    ],
  });
  setNavigator((to, navigateOptions) => router.navigate(to, navigateOptions));
  // Spied before the first render so every component's dispatch is recorded (and still reaches the store).
  const dispatched = jest.spyOn(store, 'dispatch');
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, dispatched, user: userEvent.setup() };
}

/** The path (with query) the router shows now. */
export const currentLocation = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
