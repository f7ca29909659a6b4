import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDevice, makeNewDevice } from './deviceFixtures';
import { renderDevices } from './renderDevices';

jest.setTimeout(40_000);

const synced = makeDevice({
  system_identity: 'bldg-042-gw',
  last_sync: {
    at: new Date().toISOString(),
    ok: true,
    message: null,
    outlets_updated: [{ id: 41, label: '0.1-1', switch_port: 'core-router ether2', interface_up: true }],
  },
  router_interfaces: [
    { name: 'ether1', type: 'ether', running: true, disabled: false, comment: 'uplink' },
    { name: 'ether2', type: 'ether', running: false, disabled: false, comment: null },
    { name: 'wlan1', type: 'wlan', running: false, disabled: true, comment: null },
  ],
});

describe('a device’s site, last sync and breadcrumbs', () => {
  it('lists each device’s site', async () => {
    await renderDevices('/mikrotik/devices', {
      devices: [makeDevice(), makeNewDevice({ id: 4 })],
    });
    const table = await screen.findByRole('table', { name: 'Mikrotik devices' });
    expect(within(table).getByRole('columnheader', { name: 'Site' })).toBeInTheDocument();
    await within(table).findByText('Grünerløkka');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Grünerløkka')).toBeInTheDocument();
    expect(within(rows[2]).getByText('No site')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByText('Devices')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the site, what the last sync read and the outlets it updated, under Devices › identity', async () => {
    await renderDevices('/mikrotik/devices/1', { devices: [synced] });
    await screen.findByRole('heading', { name: 'core-router' });
    expect(screen.getByRole('region', { name: 'Connection & Status' })).toHaveTextContent('SiteGrünerløkka');

    const card = screen.getByRole('region', { name: 'Last Sync' });
    expect(within(card).getAllByText('OK')).toHaveLength(2);
    expect(card).toHaveTextContent('Router identitybldg-042-gw');
    expect(card).toHaveTextContent('1 outlet');
    expect(within(card).getByRole('link', { name: '0.1-1' })).toHaveAttribute('href', '/outlet/41');
    const interfaces = within(card).getByRole('table', { name: 'Interfaces read at the last sync' });
    const rowOf = (name: string) => within(interfaces).getByText(name).closest('tr')!;
    expect(rowOf('ether1')).toHaveTextContent('Running');
    expect(rowOf('ether1')).toHaveTextContent('uplink');
    expect(rowOf('ether2')).toHaveTextContent('Not running');
    expect(rowOf('wlan1')).toHaveTextContent('Disabled');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Devices' })).toHaveAttribute('href', '/mikrotik/devices');
    expect(await within(crumbs).findByText('core-router')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the spec’s failure toast and shows why the sync failed on the page', async () => {
    const user = userEvent.setup();
    const { server } = await renderDevices('/mikrotik/devices/1', { devices: [synced] });
    await screen.findByRole('heading', { name: 'core-router' });
    server.fail('POST /api/mikrotik/devices/1/sync/', 502, 'Sync failed: Router gw is unreachable (ENOTFOUND).');

    await user.click(screen.getByRole('button', { name: 'Sync Device' }));
    expect(await screen.findByText('Failed to sync the device. Please try again.')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Last Sync' });
    await waitFor(() => expect(card).toHaveTextContent('Sync failed: Router gw is unreachable (ENOTFOUND).'));
    expect(within(card).getByText('Failed')).toBeInTheDocument();
    expect(within(card).queryByText('1 outlet')).not.toBeInTheDocument();
  });

  it('shows a stored failure with its reason', async () => {
    const failed = makeDevice({
      last_sync: { at: new Date().toISOString(), ok: false, message: 'Sync failed: timed out.', outlets_updated: [] },
    });
    await renderDevices('/mikrotik/devices/1', { devices: [failed] });
    const card = await screen.findByRole('region', { name: 'Last Sync' });
    expect(card).toHaveTextContent('ResultSync failed: timed out.');
    expect(within(card).getByText('Failed')).toBeInTheDocument();
  });

  it('tells on a new device’s edit form what a sync still needs, as it is filled in', async () => {
    const user = userEvent.setup();
    await renderDevices('/mikrotik/devices/4/edit', { devices: [makeNewDevice({ id: 4, identity: 'gw-new' })] });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Still missing: a site, an IP address or hostname, a login username, a login password.',
      ),
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'gw-new' })).toHaveAttribute('href', '/mikrotik/devices/4');
    expect(await within(crumbs).findByText('Edit')).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('textbox', { name: 'Hostname' }), 'gw-new.example.net');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Still missing: a site, a login username, a login password.',
      ),
    );
  });

  it('says nothing about syncing on a configured device’s form', async () => {
    await renderDevices('/mikrotik/devices/1/edit', { devices: [makeDevice()] });
    await screen.findByRole('textbox', { name: /Identity/ });
    expect(screen.queryByText(/Still missing/)).not.toBeInTheDocument();
  });
});
