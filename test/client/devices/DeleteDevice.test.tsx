import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDevice } from './deviceFixtures';
import { renderDevices } from './renderDevices';

async function openDeleteDialog() {
  const user = userEvent.setup();
  const view = await renderDevices('/mikrotik/devices/1', { devices: [makeDevice()] });
  await user.click(await screen.findByRole('button', { name: 'Delete Device' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, user, dialog, confirm: within(dialog).getByRole('button', { name: 'Delete' }) };
}

describe('Delete Device', () => {
  it('enables Delete only when DELETE is typed exactly', async () => {
    const { user, dialog, confirm } = await openDeleteDialog();
    const input = within(dialog).getByLabelText('Type DELETE to confirm');
    expect(confirm).toBeDisabled();
    await user.type(input, 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'DELETE ');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'DELETE');
    expect(confirm).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Inactivate' })).not.toBeInTheDocument();
  });

  it('deletes the device, toasts and returns to the list', async () => {
    const { user, dialog, confirm, server, location } = await openDeleteDialog();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);

    expect(await screen.findByText('Device deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('The Mikrotik device has been permanently deleted.')).toBeInTheDocument();
    expect(location().pathname).toBe('/mikrotik/devices');
    expect(await screen.findByText('No devices found')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/mikrotik/devices/1/')).toHaveLength(1);
  });

  it('toasts the failure and stays on the device', async () => {
    const { user, dialog, confirm, server, location } = await openDeleteDialog();
    server.fail('DELETE /api/mikrotik/devices/1/', 500);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);

    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete the device. Please try again.')).toBeInTheDocument();
    expect(location().pathname).toBe('/mikrotik/devices/1');
  });
});
