import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRoom } from '../../property/propertyFixtures';
import { renderProperty } from '../../property/renderProperty';

// The room page and the lazily loaded dialog are heavy in jsdom.
jest.setTimeout(60_000);

const MOVE_IN = 'POST /api/crm/rooms/21/move-in/';
const moved = (vlan: number, subnet: string) => ({
  tenant: { id: 40, name: 'Ola Nordmann' },
  network: { id: 41, name: 'Ola Nordmann LAN', vlan_id: vlan, subnet, gateway: null },
  occupancy: { id: 42, room_id: 21, tenant_id: 40, start_date: '2026-12-01', end_date: null },
  keys: [],
});

async function openMoveIn() {
  const user = userEvent.setup();
  const view = renderProperty('/room/21', {
    rooms: [makeRoom({ current_tenant_id: null, current_tenant_name: null })],
  });
  view.server.reply('GET /api/crm/networks/next-free/', 200, {
    vlan_id: 104,
    subnet: '10.50.4.0/24',
    gateway: '10.50.4.1',
  });
  await user.click(await screen.findByRole('button', { name: 'Move in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move in to H0101' });
  await user.type(within(dialog).getByLabelText(/New tenant's name/), 'Ola Nordmann');
  return { user, view, dialog };
}

describe('move-in from a room', () => {
  it('proposes the next free network and sends none of it when left as proposed', async () => {
    const { user, view, dialog } = await openMoveIn();
    expect(await within(dialog).findByLabelText('Network proposal')).toHaveTextContent('VLAN 104');
    await waitFor(() => expect(within(dialog).getByLabelText('VLAN ID')).toHaveAttribute('placeholder', '104'));
    expect(within(dialog).getByLabelText('Subnet')).toHaveAttribute('placeholder', '10.50.4.0/24');
    view.server.reply(MOVE_IN, 201, moved(104, '10.50.4.0/24'));
    await user.click(within(dialog).getByRole('button', { name: 'Move in' }));
    await waitFor(() => expect(view.server.callsTo('POST', '/api/crm/rooms/21/move-in/')).toHaveLength(1));
    const { body } = view.server.callsTo('POST', '/api/crm/rooms/21/move-in/')[0];
    expect(body).toMatchObject({ tenant_id: null, tenant_name: 'Ola Nordmann', end_date: null });
    expect(body).not.toHaveProperty('vlan_id');
    expect(body).not.toHaveProperty('subnet');
    expect(body).not.toHaveProperty('speed_limit_id');
  });

  it('sends the VLAN and subnet the user entered instead, and shows the server’s refusal on its field', async () => {
    const { user, view, dialog } = await openMoveIn();
    await user.type(within(dialog).getByLabelText('VLAN ID'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Move in' }));
    expect(await within(dialog).findByText('VLAN ID must be a whole number from 1 to 4094')).toBeInTheDocument();
    expect(view.server.callsTo('POST', '/api/crm/rooms/21/move-in/')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('VLAN ID'));
    await user.type(within(dialog).getByLabelText('VLAN ID'), '120');
    await user.type(within(dialog).getByLabelText('Subnet'), '10.50.20.0/24');
    view.server.reply(MOVE_IN, 400, {
      detail: [{ loc: ['body', 'vlan_id'], msg: 'VLAN ID 120 is already used by network "Kari LAN" in this site' }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move in' }));
    expect(
      await within(dialog).findByText('VLAN ID 120 is already used by network "Kari LAN" in this site'),
    ).toBeInTheDocument();
    expect(view.server.callsTo('POST', '/api/crm/rooms/21/move-in/')[0].body).toMatchObject({
      vlan_id: 120,
      subnet: '10.50.20.0/24',
    });
  });
});
