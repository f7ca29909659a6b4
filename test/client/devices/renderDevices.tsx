import { act, configure, render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { BreadcrumbsProvider } from '../../../src/components/crumbs';
import { TopBarBreadcrumbs } from '../../../src/layout/breadcrumbs/TopBarBreadcrumbs';
import { FullPageSpinner } from '../../../src/components/FullPageSpinner';
import { AppProviders } from '../../../src/app/providers';
import { devicesRoutes } from '../../../src/features/devices/devicesRoutes';
import type { Device, DeviceConfig } from '../../../src/features/devices/deviceTypes';
import { makeTestStore, signedInState } from '../../support/clientStore';
import { createFakeDeviceServer, type FakeDeviceServer } from './fakeDeviceServer';

// A page change renders a whole new screen; with ts-jest on a shared 2-CPU machine that has taken
// over 3 s, so findBy waits longer than the default 1 s in the device tests (this module only).
configure({ asyncUtilTimeout: 8000 });

interface RenderOptions {
  devices?: Device[];
  configs?: Record<number, DeviceConfig>;
  /** Shape the fake server before the page makes its first call (fail or hold a call). */
  arrange?: (server: FakeDeviceServer) => void;
}

/** The shell's part the device screens talk to: the breadcrumbs they publish. */
function CrumbsFrame() {
  return (
    <BreadcrumbsProvider>
      <TopBarBreadcrumbs />
      <Outlet />
    </BreadcrumbsProvider>
  );
}

/**
 * Renders the device routes at `path` (with the breadcrumbs) inside the app's providers, with a signed-in superuser, an
 * active customer (for the site choices) and a fake fetch that speaks the devices contract.
 */
export async function renderDevices(path: string, { devices = [], configs = {}, arrange }: RenderOptions = {}) {
  await preloadPages();
  const server = createFakeDeviceServer(devices, configs);
  arrange?.(server);
  // Screens only: no sagas or persistence; the store is torn down after the test.
  const { store } = makeTestStore(signedInState({ session: { isSuperuser: true } }), { sagas: false, persist: false });
  const router = createMemoryRouter(
    [{ HydrateFallback: FullPageSpinner, Component: CrumbsFrame, children: devicesRoutes }],
    {
      initialEntries: [path],
    },
  );
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Resolve the lazy page before the test starts, so first-load time never eats a findBy timeout.
  await act(() => initialised(router));
  return { ...view, store, server, router, location: () => router.state.location };
}

// Loading every device page once per test file keeps a navigation's first chunk load (slow under
// ts-jest on a busy machine) out of the findBy timeouts.
let pagesLoaded: Promise<unknown> | undefined;
function preloadPages() {
  pagesLoaded ??= Promise.all([
    import('../../../src/features/devices/pages/DeviceListPage'),
    import('../../../src/features/devices/pages/DeviceCreatePage'),
    import('../../../src/features/devices/pages/DeviceDetailPage'),
    import('../../../src/features/devices/pages/DeviceEditPage'),
    import('../../../src/features/devices/pages/DeviceConfigPage'),
  ]);
  return pagesLoaded;
}

function initialised(router: ReturnType<typeof createMemoryRouter>) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Types a whole value at once (a paste), which keeps form tests fast on a busy machine. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
