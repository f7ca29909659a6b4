import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDevice, makeNewDevice } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const card = (name: string) => screen.getByRole('region', { name });
/** The value next to a label in a detail card. */
const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('DeviceDetailPage', () => {
  it('shows a loading skeleton, then the device with its header actions', async () => {
    let release = () => {};
    await renderDevices('/mikrotik/devices/1', {
      devices: [makeDevice()],
      arrange: (server) => (release = server.hold('GET /api/mikrotik/devices/1/')),
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading device' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'core-router' })).toBeInTheDocument();
    for (const action of ['Edit Device', 'Delete Device', 'View Config', 'Sync Device']) {
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
    }
  });

  it('fills the Device Information and Connection & Status cards', async () => {
    const device = makeDevice({
      bridge_switch: 'bridge-sw',
      bridge_external: 'ether1',
      external_interface: 2,
      api_ssl: true,
    });
    await renderDevices('/mikrotik/devices/1', { devices: [device] });
    await screen.findByRole('heading', { name: 'core-router' });
    const info = card('Device Information');
    expect(within(info).getByText('Enabled', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(valueOf(info, 'Unique ID')).toBe('HCQ08A1B2C3');
    expect(valueOf(info, 'Description')).toBe('Basement rack');
    expect(valueOf(info, 'API Port')).toBe('8728');
    expect(valueOf(info, 'SSH Port')).toBe('22');
    expect(valueOf(info, 'API SSL')).toBe('Enabled');
    expect(valueOf(info, 'Enabled')).toBe('Yes');

    const connection = card('Connection & Status');
    expect(valueOf(connection, 'Connection')).toBe('10.0.0.1:8728');
    expect(valueOf(connection, 'Created')).toBe('3 days ago');
    expect(valueOf(connection, 'Modified')).toBe('2 hours ago');
    expect(valueOf(connection, 'Last Sync')).toBe('5 minutes ago');
    expect(valueOf(connection, 'Bridge Switch')).toBe('bridge-sw');
    expect(valueOf(connection, 'Bridge External')).toBe('ether1');
    expect(valueOf(connection, 'External Interface')).toBe('2');

    const credentials = card('Credentials');
    expect(within(credentials).getByText('api-user')).toBeInTheDocument();
    expect(within(credentials).getByText('API login')).toBeInTheDocument();
    expect(within(credentials).getByText('Enabled')).toBeInTheDocument();
  });

  it("names the router's own customer and site, not the active ones (devices span customers)", async () => {
    await renderDevices('/mikrotik/devices/1', { devices: [makeDevice()] });
    await screen.findByRole('heading', { name: 'core-router' });
    expect(screen.getByText('Nordlys Eiendom · Grünerløkka')).toBeInTheDocument();
    const info = card('Device Information');
    expect(valueOf(info, 'Customer')).toBe('Nordlys Eiendom');
    expect(valueOf(info, 'Site')).toBe('Grünerløkka');
    // The trail too: Dashboard › Nordlys Eiendom › Grünerløkka › Devices › core-router, not Acme Housing's Harbour View.
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() => expect(within(trail).getByRole('link', { name: 'Nordlys Eiendom' })).toBeInTheDocument());
    expect(within(trail).getByText('Grünerløkka')).toBeInTheDocument();
    expect(screen.queryByText(/Acme Housing|Harbour View/)).not.toBeInTheDocument();
  });

  it('uses the fallbacks of an unconfigured device', async () => {
    await renderDevices('/mikrotik/devices/4', {
      devices: [makeNewDevice({ id: 4, description: null, enabled: false })],
    });
    expect(await screen.findByRole('heading', { name: 'MikroTik-New' })).toBeInTheDocument();
    const info = card('Device Information');
    expect(within(info).getByText('New Device')).toBeInTheDocument();
    expect(valueOf(info, 'Unique ID')).toBe('N/A');
    expect(valueOf(info, 'Identity')).toBe('Not set');
    expect(within(info).queryByText('Description')).not.toBeInTheDocument();
    expect(valueOf(info, 'IP Address')).toBe('Not configured');
    expect(valueOf(info, 'Hostname')).toBe('Not configured');
    expect(valueOf(info, 'API Port')).toBe('Default');
    expect(valueOf(info, 'API SSL')).toBe('Disabled');
    expect(valueOf(info, 'Enabled')).toBe('No');

    const connection = card('Connection & Status');
    expect(valueOf(connection, 'Connection')).toBe('No connection info');
    expect(valueOf(connection, 'Last Sync')).toBe('Never');
    expect(within(connection).queryByText('Bridge Switch')).not.toBeInTheDocument();
    expect(within(connection).queryByText('External Interface')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credentials' })).not.toBeInTheDocument();
  });

  it('titles a device without any identity "Unnamed Device" and shows the hostname as connection', async () => {
    await renderDevices('/mikrotik/devices/7', {
      devices: [
        makeDevice({ id: 7, identity: null, system_identity: null, ip_address: null, hostname: 'edge.example.net' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Unnamed Device' })).toBeInTheDocument();
    expect(valueOf(card('Connection & Status'), 'Connection')).toBe('edge.example.net');
  });

  it('shows "Device not found" for an unknown device and goes back to the list', async () => {
    const user = userEvent.setup();
    const { location } = await renderDevices('/mikrotik/devices/99');
    expect(await screen.findByText('Device not found')).toBeInTheDocument();
    expect(screen.getByText('The requested Mikrotik device could not be found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Devices' }));
    expect(location().pathname).toBe('/mikrotik/devices');
  });

  it('does not ask the server for an id that is not a nonzero number', async () => {
    const { server } = await renderDevices('/mikrotik/devices/0');
    expect(await screen.findByText('Device not found')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/api/mikrotik/'))).toHaveLength(0);
  });

  it('opens the edit and config pages from the header', async () => {
    const user = userEvent.setup();
    const { location } = await renderDevices('/mikrotik/devices/1', { devices: [makeDevice()] });
    await user.click(await screen.findByRole('button', { name: 'View Config' }));
    expect(location().pathname).toBe('/mikrotik/devices/1/config');
  });
});
