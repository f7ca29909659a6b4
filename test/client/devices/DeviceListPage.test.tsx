import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setReloadHandler } from '../../../src/core/browser';
import { makeDevice, makeNewDevice } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const devices = [
  makeDevice({ id: 1, identity: 'core-router' }),
  makeDevice({
    id: 2,
    identity: 'lobby-ap',
    enabled: false,
    ip_address: null,
    hostname: 'lobby.example.net',
    last_sync_at: null,
  }),
  makeDevice({ id: 3, identity: 'garage-switch', ip_address: '10.0.0.3', api_port: null }),
  makeNewDevice({ id: 4 }),
];

const card = (name: string) => screen.getByRole('region', { name });
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Mikrotik devices' }))
    .getAllByRole('row')
    .slice(1);

jest.setTimeout(20000);

describe('DeviceListPage', () => {
  it('shows the four summary cards, counting new devices apart from enabled and disabled', async () => {
    await renderDevices('/mikrotik/devices', { devices });
    await screen.findByText('core-router');
    // Named as the spec names them ("Create Mikrotik Device", "Error loading Mikrotik devices").
    expect(screen.getByRole('heading', { name: 'Mikrotik devices' })).toBeInTheDocument();
    expect(within(card('Total Devices')).getByText('4')).toBeInTheDocument();
    expect(within(card('Enabled')).getByText('2')).toBeInTheDocument();
    expect(within(card('Disabled')).getByText('1')).toBeInTheDocument();
    expect(within(card('New Devices')).getByText('1')).toBeInTheDocument();
  });

  it('lists devices with the table columns, connection and status', async () => {
    await renderDevices('/mikrotik/devices', { devices });
    await screen.findByText('core-router');
    for (const column of ['Device', 'Connection', 'Status', 'Last Sync', 'Created', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const [core, lobby, garage, fresh] = bodyRows();
    expect(within(core).getByText('10.0.0.1:8728')).toBeInTheDocument();
    expect(within(core).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(lobby).getByText('lobby.example.net')).toBeInTheDocument();
    expect(within(lobby).getByText('Disabled')).toBeInTheDocument();
    expect(within(lobby).getByText('Never')).toBeInTheDocument();
    expect(within(garage).getByText('10.0.0.3')).toBeInTheDocument();
    expect(within(fresh).getByText('MikroTik-New')).toBeInTheDocument();
    expect(within(fresh).getByText('New Device')).toBeInTheDocument();
    expect(within(fresh).getByText('No connection info')).toBeInTheDocument();
  });

  it("names each router's own customer under its site (devices span customers)", async () => {
    await renderDevices('/mikrotik/devices', { devices });
    await screen.findByText('core-router');
    const [core, , , fresh] = bodyRows();
    const site = within(core).getAllByRole('cell')[1];
    expect(site).toHaveTextContent('Grünerløkka');
    expect(site).toHaveTextContent('Nordlys Eiendom');
    expect(within(fresh).getAllByRole('cell')[1]).toHaveTextContent(/^No site$/);
  });

  it('filters by search text and status, keeps the filters in the URL, and clears them', async () => {
    const user = userEvent.setup();
    const { location } = await renderDevices('/mikrotik/devices', { devices });
    await screen.findByText('core-router');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search devices...'), 'LOBBY');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('lobby-ap')).toBeInTheDocument();
    expect(location().search).toBe('?search=LOBBY');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows()).toHaveLength(4);
    expect(location().search).toBe('');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All statuses', 'Enabled', 'Disabled', 'New devices']);
    await user.click(screen.getByRole('option', { name: 'New devices' }));
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('MikroTik-New')).toBeInTheDocument();
    expect(location().search).toBe('?status=new');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it("reads filters from the URL and offers the customer's sites", async () => {
    const user = userEvent.setup();
    const sited = [
      makeDevice({ id: 1, identity: 'core-router' }),
      makeDevice({ id: 5, identity: 'roof-ap', site_id: 7 }),
    ];
    const { location } = await renderDevices('/mikrotik/devices?status=enabled&search=o', { devices: sited });
    await screen.findByText('core-router');
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByPlaceholderText('Search devices...')).toHaveValue('o');

    await user.click(screen.getByRole('combobox', { name: 'Site' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All sites', 'Harbour View']),
    );
    await user.click(within(listbox).getByRole('option', { name: 'Harbour View' }));
    expect(location().search).toContain('site=3');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]).getByText('core-router')).toBeInTheDocument();
  });

  it('shows "No devices found" when nothing matches', async () => {
    await renderDevices('/mikrotik/devices');
    expect(await screen.findByText('No devices found')).toBeInTheDocument();
    expect(within(card('Total Devices')).getByText('0')).toBeInTheDocument();
  });

  it('shows the load failure with a Retry that reloads the page', async () => {
    const user = userEvent.setup();
    const reload = jest.fn();
    setReloadHandler(reload);
    await renderDevices('/mikrotik/devices', {
      arrange: (server) =>
        server.fail('GET /api/mikrotik/devices/', 403, 'You do not have permission to perform this action.'),
    });
    expect(await screen.findByText('Error loading Mikrotik devices')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('opens the detail page when a row is clicked', async () => {
    const user = userEvent.setup();
    const { location } = await renderDevices('/mikrotik/devices', { devices });
    await screen.findByText('core-router');
    await user.click(within(bodyRows()[2]).getByText('10.0.0.3'));
    expect(location().pathname).toBe('/mikrotik/devices/3');
  });

  it('opens the edit form from the row action', async () => {
    const user = userEvent.setup();
    const { location } = await renderDevices('/mikrotik/devices', { devices });
    await user.click(await screen.findByRole('button', { name: 'Edit lobby-ap' }));
    expect(location().pathname).toBe('/mikrotik/devices/2/edit');
    await screen.findByRole('heading', { name: 'Edit lobby-ap' });
  });

  it('opens the create form from the "Device" button', async () => {
    const user = userEvent.setup();
    const { location } = await renderDevices('/mikrotik/devices', { devices });
    await user.click(await screen.findByRole('button', { name: 'Device' }));
    expect(location().pathname).toBe('/mikrotik/devices/create');
    await screen.findByRole('heading', { name: 'Create Mikrotik Device' });
  });

  it('deletes a device from its row once DELETE is typed, and refreshes the list', async () => {
    const user = userEvent.setup();
    const { server } = await renderDevices('/mikrotik/devices', { devices });
    await screen.findByText('core-router');
    await user.click(screen.getByRole('button', { name: 'Delete lobby-ap' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Device deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('lobby-ap')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/mikrotik/devices/2/')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/mikrotik/devices/')).toHaveLength(2);
  });

  it('sorts by a column header, both ways', async () => {
    const user = userEvent.setup();
    await renderDevices('/mikrotik/devices', { devices });
    await screen.findByText('core-router');
    const titles = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].querySelector('a')?.textContent);

    await user.click(screen.getByRole('button', { name: 'Sort by Device' }));
    expect(titles()).toEqual(['core-router', 'garage-switch', 'lobby-ap', 'MikroTik-New']);
    await user.click(screen.getByRole('button', { name: 'Sort by Device' }));
    expect(titles()).toEqual(['MikroTik-New', 'lobby-ap', 'garage-switch', 'core-router']);
  });

  it('pages a long list', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, index) =>
      makeDevice({ id: index + 1, identity: `router-${index + 1}` }),
    );
    await renderDevices('/mikrotik/devices', { devices: many });
    await screen.findByText('router-1');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('router-30')).toBeInTheDocument();
  });
});
