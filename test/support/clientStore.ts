import { makeStore, type AppStore, type MakeStoreOptions, type PreloadedAppState } from '../../src/app/store';
import { setNavigator } from '../../src/core/browser';
import { acme, makeUser, siteA } from './fixtures';

const { is_superuser: _never, ...storedUser } = makeUser();

/** A signed-in, initialised session inside Acme's Harbour View site (no startup saga runs). */
export function signedInState(overrides: PreloadedAppState = {}): PreloadedAppState {
  return {
    ...overrides,
    session: {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      tokenExpiry: Date.now() + 240_000,
      user: storedUser,
      initialised: true,
      ...overrides.session,
    },
    tenancy: {
      customers: [acme],
      customersLoaded: true,
      activeCustomer: acme,
      activeSite: { ...siteA },
      ...overrides.tenancy,
    },
  };
}

const stores: AppStore[] = [];
afterEach(() => {
  while (stores.length) stores.pop()?.teardown();
});

/** A real store (sagas, persistence) torn down after the test; navigation is captured. */
export function makeTestStore(preloaded?: PreloadedAppState, options?: MakeStoreOptions) {
  const store = makeStore(preloaded, { browserListeners: false, ...options });
  stores.push(store);
  const navigate = jest.fn();
  setNavigator(navigate);
  return { store, navigate };
}

/** Resolves once redux-persist restored the stored state. */
export function rehydration(store: AppStore): Promise<void> {
  const persistor = store.persistor;
  if (!persistor) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/** Writes pending state to localStorage now. */
export async function flushPersistence(store: AppStore): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await store.persistor?.flush();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
