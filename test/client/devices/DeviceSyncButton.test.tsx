import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDevice, makeNewDevice } from './deviceFixtures';
import { renderDevices } from './renderDevices';

describe('Sync Device', () => {
  it('reads "Syncing..." and is disabled while syncing, then toasts and shows the refreshed device', async () => {
    const user = userEvent.setup();
    const { server } = await renderDevices('/mikrotik/devices/1', { devices: [makeDevice({ last_sync_at: null })] });
    await screen.findByRole('heading', { name: 'core-router' });
    expect(screen.getByText('Never')).toBeInTheDocument();
    const release = server.hold('POST /api/mikrotik/devices/1/sync/');

    await user.click(screen.getByRole('button', { name: 'Sync Device' }));
    expect(await screen.findByRole('button', { name: 'Syncing...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Device synced successfully')).toBeInTheDocument();
    expect(screen.getByText('The device has been synchronized with the latest data.')).toBeInTheDocument();
    expect(await screen.findByText('just now')).toBeInTheDocument();
    expect(screen.queryByText('Never')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Device' })).toBeEnabled();
    expect(server.callsTo('GET', '/api/mikrotik/devices/1/')).toHaveLength(2);
    expect(server.callsTo('POST', '/api/mikrotik/devices/1/sync/')[0].body).toBeUndefined();
  });

  it('shows the destructive failure toast and changes nothing when the sync fails', async () => {
    const user = userEvent.setup();
    const { server } = await renderDevices('/mikrotik/devices/1', { devices: [makeDevice()] });
    await screen.findByRole('heading', { name: 'core-router' });
    server.fail('POST /api/mikrotik/devices/1/sync/', 504, 'Router did not answer in time');

    await user.click(screen.getByRole('button', { name: 'Sync Device' }));
    expect(await screen.findByText('Sync failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to sync the device. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Device' })).toBeEnabled();
    expect(server.callsTo('GET', '/api/mikrotik/devices/1/')).toHaveLength(1);
  });

  it('is disabled for a new device and explains why in a tooltip', async () => {
    const user = userEvent.setup();
    const { server } = await renderDevices('/mikrotik/devices/4', { devices: [makeNewDevice({ id: 4 })] });
    const button = await screen.findByRole('button', { name: 'Sync Device' });
    expect(button).toBeDisabled();

    await user.hover(button.parentElement!);
    // The tooltip opens after the app's 700 ms delay (requirements §9).
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'A new device cannot be synced until properly configured',
    );
    expect(server.callsTo('POST', '/api/mikrotik/devices/4/sync/')).toHaveLength(0);
  });
});
