import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, makeFloor, makeRoom } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';
import { makeFullOutlet } from './outletFixtures';

// The DataGrid is heavy in jsdom; with other suites running in parallel a test can take several seconds.
jest.setTimeout(40_000);

const outlets = [
  makeFullOutlet({ id: 41, label: '0.1-1', interface_up: true }),
  makeFullOutlet({ id: 42, label: '0.1-2', interface_up: false, switch_port: 'gw-moholt ether6' }),
];
const data = { addresses, floors: [makeFloor()], rooms: [makeRoom()], outlets };

describe('OutletsListPage', () => {
  it('lists outlets with their port state as a chip and where they are, and opens one', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/outlets', data);
    const grid = await screen.findByRole('grid', { name: 'Outlets' });
    const down = (await within(grid).findByText('0.1-2')).closest('[role="row"]') as HTMLElement;
    for (const text of ['gw-moholt ether6', 'Tenant LAN', 'Down', 'H0101', 'Ground floor', 'Moholt allé 3'])
      expect(within(down).getByText(text)).toBeInTheDocument();
    const up = within(grid).getByText('0.1-1').closest('[role="row"]') as HTMLElement;
    expect(within(up).getByText('Up')).toBeInTheDocument();
    for (const header of ['Outlet', 'Switch port', 'Network', 'Port', 'Room', 'Floor', 'Address'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();

    await user.click(within(down).getByText('0.1-2'));
    await waitFor(() => expect(view.location().pathname).toBe('/outlet/42'));
  });

  it('filters by port state in the filter bar and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/outlets', data);
    await screen.findByText('0.1-1');
    await user.click(screen.getByRole('combobox', { name: 'Interface' }));
    await user.click(await screen.findByRole('option', { name: 'Down' }));
    await waitFor(() => expect(view.search().get('interface_up')).toBe('false'));
    expect(await screen.findByRole('button', { name: 'Interface: Down' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('0.1-1')).not.toBeInTheDocument());
    expect(screen.getByText('0.1-2')).toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/outlets/')).toMatchObject({ interface_up: 'false' });
  });

  it('sends the place and network filters of the URL as the server names them', async () => {
    const view = renderProperty('/outlets?siteId=1&address=5&floorId=11&room=21&network_id=4', data);
    expect(await screen.findByRole('button', { name: 'Room: H0101' })).toBeInTheDocument();
    await waitFor(() =>
      expect(view.server.lastQuery('/api/crm/outlets/')).toMatchObject({
        site_id: '1',
        address_id: '5',
        floor_id: '11',
        room_id: '21',
        network: '4',
      }),
    );
  });
});
