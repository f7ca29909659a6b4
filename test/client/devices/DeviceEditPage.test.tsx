import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDevice } from './deviceFixtures';
import { fill, renderDevices } from './renderDevices';

// Form pages render many fields; a busy CI machine needs more than the default 5 s.
jest.setTimeout(45000);

describe('DeviceEditPage', () => {
  it('pre-fills the form and titles it with the identity', async () => {
    await renderDevices('/mikrotik/devices/1/edit', { devices: [makeDevice()] });
    expect(await screen.findByRole('heading', { name: 'Edit core-router' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Identity/)).toHaveValue('core-router');
    expect(screen.getByLabelText('IP Address')).toHaveValue('10.0.0.1');
    expect(screen.getByLabelText('API Port')).toHaveValue(8728);
    expect(within(screen.getByRole('group', { name: 'Login Credentials' })).getByLabelText('Username')).toHaveValue(
      'api-user',
    );
    expect(screen.getByRole('button', { name: 'Update Device' })).toBeInTheDocument();
  });

  it('pre-fills the identity from system_identity when the device has none', async () => {
    await renderDevices('/mikrotik/devices/1/edit', {
      devices: [makeDevice({ identity: null, system_identity: 'MikroTik-7' })],
    });
    expect(await screen.findByLabelText(/Identity/)).toHaveValue('MikroTik-7');
  });

  it('saves with PATCH, reads "Updating..." meanwhile, toasts and returns to the refreshed detail page', async () => {
    const user = userEvent.setup();
    const { server, location } = await renderDevices('/mikrotik/devices/1/edit', { devices: [makeDevice()] });
    const identity = await screen.findByLabelText(/Identity/);
    await user.clear(identity);
    await fill(user, identity, 'core-router-2');
    await user.clear(screen.getByLabelText('API Port'));
    const release = server.hold('PATCH /api/mikrotik/devices/1/');
    await user.click(screen.getByRole('button', { name: 'Update Device' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Device updated successfully')).toBeInTheDocument();
    expect(location().pathname).toBe('/mikrotik/devices/1');
    expect(await screen.findByRole('heading', { name: 'core-router-2' })).toBeInTheDocument();
    const [call] = server.callsTo('PATCH', '/api/mikrotik/devices/1/');
    expect(call.body).toMatchObject({
      identity: 'core-router-2',
      api_port: null,
      login_credentials: { username: 'api-user' },
    });
    // A blank password keeps the stored one: it is not sent.
    expect((call.body as { login_credentials: object }).login_credentials).not.toHaveProperty('password');
  });

  it('toasts "Update failed" when the server refuses', async () => {
    const user = userEvent.setup();
    const { server, location } = await renderDevices('/mikrotik/devices/1/edit', { devices: [makeDevice()] });
    await screen.findByLabelText(/Identity/);
    server.fail('PATCH /api/mikrotik/devices/1/', 409, 'Conflict');
    await user.click(screen.getByRole('button', { name: 'Update Device' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while saving the device. Please try again.')).toBeInTheDocument();
    expect(location().pathname).toBe('/mikrotik/devices/1/edit');
  });

  it('shows "Device not found" for an unknown device', async () => {
    await renderDevices('/mikrotik/devices/42/edit');
    expect(await screen.findByText('Device not found')).toBeInTheDocument();
  });
});
