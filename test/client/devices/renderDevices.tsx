import { configure } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { devicesRoutes } from '../../../src/features/devices/devicesRoutes';
import type { Device, DeviceConfig } from '../../../src/features/devices/deviceTypes';
import { signedInState } from '../../support/clientStore';
import { CrumbsFrame, renderScreens } from '../../support/renderScreens';
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

/**
 * Renders the device routes at `path` (with the breadcrumbs) inside the app's providers, with a signed-in superuser, an
 * active customer (for the site choices) and a fake fetch that speaks the devices contract.
 */
export async function renderDevices(path: string, { devices = [], configs = {}, arrange }: RenderOptions = {}) {
  await preloadPages();
  const server = createFakeDeviceServer(devices, configs);
  arrange?.(server);
  // Screens only: no sagas; the store is torn down after the test.
  const routes = [{ Component: CrumbsFrame, children: devicesRoutes }];
  const view = renderScreens(routes, path, signedInState({ session: { isSuperuser: true } }), { sagas: false });
  return { ...view, server };
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

/** Types a whole value at once (a paste), which keeps form tests fast on a busy machine. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
