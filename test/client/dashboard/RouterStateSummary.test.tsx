import { screen, within } from '@testing-library/react';
import RouterStateSummary from '../../../src/features/dashboard/components/RouterStateSummary';
import { signedInState } from '../../support/clientStore';
import { renderScreens } from '../../support/renderScreens';
import { makeDevice } from '../devices/deviceFixtures';
import { createFakeDeviceServer } from '../devices/fakeDeviceServer';

describe('Dashboard routers', () => {
  it('counts the routers drifted and failed for a superuser, each linking to the filtered list', async () => {
    createFakeDeviceServer([
      makeDevice({ id: 1, state: 'drifted', drift_items: 3 }),
      makeDevice({ id: 2, state: 'drifted', drift_items: 1 }),
      makeDevice({ id: 3, state: 'failed' }),
      makeDevice({ id: 4, state: 'in_sync' }),
    ]);
    const Page = () => (
      <section aria-label="Routers">
        <RouterStateSummary />
      </section>
    );
    renderScreens(
      [{ path: '/dashboard', Component: Page }],
      '/dashboard',
      signedInState({ session: { isSuperuser: true } }),
      {
        sagas: false,
      },
    );
    const routers = await screen.findByRole('region', { name: 'Routers' });
    expect(await within(routers).findByRole('link', { name: 'Routers drifted: 2' })).toHaveAttribute(
      'href',
      '/mikrotik/devices?state=drifted',
    );
    expect(within(routers).getByRole('link', { name: 'Routers failed: 1' })).toHaveAttribute(
      'href',
      '/mikrotik/devices?state=failed',
    );
  });
});
