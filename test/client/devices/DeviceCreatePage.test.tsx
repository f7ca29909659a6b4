import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, renderDevices } from './renderDevices';

const field = (label: string | RegExp) => screen.getByLabelText(label);

// Form pages render many fields; a busy CI machine needs more than the default 5 s.
jest.setTimeout(45000);

describe('DeviceCreatePage', () => {
  it('shows the title, the API port placeholder and the defaults of a new device', async () => {
    await renderDevices('/mikrotik/devices/create');
    expect(await screen.findByRole('heading', { name: 'Create Mikrotik Device' })).toBeInTheDocument();
    expect(field('API Port')).toHaveAttribute('placeholder', '8728');
    expect(field('SSH Port')).toHaveValue(22);
    expect(screen.getByRole('switch', { name: 'API SSL' })).not.toBeChecked();
    expect(screen.getAllByRole('switch', { name: 'Enabled' })[0]).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('shows the rules of requirements §5 for invalid input and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = await renderDevices('/mikrotik/devices/create');
    await user.type(await screen.findByLabelText('API Port'), '0');
    await user.clear(field('SSH Port'));
    await fill(user, field('SSH Port'), '70000');
    await user.click(screen.getByRole('button', { name: 'Create Device' }));

    expect(await screen.findByText('Identity is required')).toBeInTheDocument();
    expect(screen.getByText('API port must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('SSH port must be at most 65535')).toBeInTheDocument();

    await user.clear(field('API Port'));
    await fill(user, field('API Port'), '65536');
    await user.clear(field('SSH Port'));
    await user.type(field('SSH Port'), '0');
    await user.tab();
    expect(await screen.findByText('API port must be at most 65535')).toBeInTheDocument();
    expect(screen.getByText('SSH port must be at least 1')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/mikrotik/devices/')).toHaveLength(0);
  });

  it('creates the device from valid input, toasts and opens its detail page', async () => {
    const user = userEvent.setup();
    const { server, location } = await renderDevices('/mikrotik/devices/create');
    await fill(user, await screen.findByLabelText(/Identity/), 'roof-router');
    await fill(user, field('IP Address'), '192.168.88.1');
    await fill(user, field('API Port'), '8729');
    await user.click(screen.getByRole('switch', { name: 'API SSL' }));
    await user.click(screen.getByRole('combobox', { name: 'Site' }));
    await user.click(await screen.findByRole('option', { name: 'Harbour View' }));
    const login = screen.getByRole('group', { name: 'Login Credentials' });
    await fill(user, within(login).getByLabelText('Username'), 'api');
    await fill(user, within(login).getByLabelText('Password'), 's3cret');
    await user.click(screen.getByRole('button', { name: 'Create Device' }));

    expect(await screen.findByText('Device created successfully')).toBeInTheDocument();
    expect(location().pathname).toBe('/mikrotik/devices/1');
    expect(await screen.findByRole('heading', { name: 'roof-router' })).toBeInTheDocument();
    const [call] = server.callsTo('POST', '/api/mikrotik/devices/');
    expect(call.body).toEqual({
      identity: 'roof-router',
      description: null,
      ip_address: '192.168.88.1',
      hostname: null,
      api_port: 8729,
      api_ssl: true,
      ssh_port: 22,
      enabled: true,
      bridge_switch: null,
      bridge_external: null,
      external_interface: null,
      site_id: 3,
      login_credentials: { username: 'api', password: 's3cret', enabled: true, description: null },
      ssh_credentials: null,
    });
  });

  it('shows "Creating..." while saving', async () => {
    const user = userEvent.setup();
    const { server } = await renderDevices('/mikrotik/devices/create');
    const release = server.hold('POST /api/mikrotik/devices/');
    await fill(user, await screen.findByLabelText(/Identity/), 'roof-router');
    await user.click(screen.getByRole('button', { name: 'Create Device' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Device created successfully')).toBeInTheDocument();
  });

  it('toasts the failure and puts server field errors on the form', async () => {
    const user = userEvent.setup();
    const { server, location } = await renderDevices('/mikrotik/devices/create');
    await fill(user, await screen.findByLabelText(/Identity/), 'roof-router');
    server.reply('POST /api/mikrotik/devices/', 400, {
      detail: [{ loc: ['body', 'hostname'], msg: 'Hostname is not valid' }],
    });
    await user.click(screen.getByRole('button', { name: 'Create Device' }));

    expect(await screen.findByText('Creation failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while saving the device. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Hostname is not valid')).toBeInTheDocument();
    expect(location().pathname).toBe('/mikrotik/devices/create');
  });

  it('goes back to the list on Cancel', async () => {
    const user = userEvent.setup();
    const { location } = await renderDevices('/mikrotik/devices/create');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location().pathname).toBe('/mikrotik/devices');
  });
});
