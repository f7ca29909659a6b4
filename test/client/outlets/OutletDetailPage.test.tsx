import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, makeChange, makeFloor, makeRoom } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';
import { makeFullOutlet } from './outletFixtures';

jest.setTimeout(40_000);

const changes = [
  makeChange({
    id: 3,
    object_type: 'outlet',
    object_id: 41,
    before: { interface_up: false },
    after: { interface_up: true },
  }),
];
const routers = [
  { id: 7, identity: 'gw-other', system_identity: null },
  { id: 8, identity: 'Router 8', system_identity: 'GW-MOHOLT' },
];

describe('OutletDetailPage', () => {
  it('shows the port state, its last change and place, with Outlets › label breadcrumbs', async () => {
    const view = renderProperty('/outlet/41', { addresses, rooms: [makeRoom()], outlets: [makeFullOutlet()], changes });
    expect(await screen.findByRole('heading', { name: '0.1-1' })).toBeInTheDocument();
    const port = screen.getByRole('region', { name: 'Port' });
    expect(within(port).getByText('Up')).toBeInTheDocument();
    expect(port).toHaveTextContent('gw-moholt ether5');
    expect(within(port).queryByRole('link', { name: 'gw-moholt' })).not.toBeInTheDocument();
    expect(within(port).getByRole('link', { name: 'Tenant LAN' })).toHaveAttribute('href', '/network/4');
    const outlet = screen.getByRole('region', { name: 'Outlet' });
    expect(within(outlet).getByRole('link', { name: 'H0101' })).toHaveAttribute('href', '/room/21');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Outlets' })).toHaveAttribute('href', '/outlets');
    expect(await within(crumbs).findByText('0.1-1')).toHaveAttribute('aria-current', 'page');

    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Siri Staff changed')).toBeInTheDocument();
    // Someone who is not a superuser never asks for devices.
    expect(view.server.callsTo('GET', '/api/mikrotik/devices/')).toHaveLength(0);
  });

  it('links a superuser to the router whose identity the switch port names', async () => {
    const view = renderProperty(
      '/outlet/41',
      { addresses, rooms: [makeRoom()], outlets: [makeFullOutlet({ interface_up: false })] },
      { superuser: true },
    );
    view.server.reply('GET /api/mikrotik/devices/', 200, routers);
    const port = await screen.findByRole('region', { name: 'Port' });
    expect(within(port).getByText('Down')).toBeInTheDocument();
    expect(await within(port).findByRole('link', { name: 'gw-moholt' })).toHaveAttribute('href', '/mikrotik/devices/8');
    expect(port).toHaveTextContent('gw-moholt ether5');
  });

  it('edits the outlet and deletes it', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/outlet/41/edit', {
      addresses,
      floors: [makeFloor()],
      rooms: [makeRoom()],
      outlets: [makeFullOutlet()],
    });
    const label = await screen.findByRole('textbox', { name: /Label/ });
    await waitFor(() => expect(label).toHaveValue('0.1-1'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Room/ })).toHaveValue('Moholt allé 3 · Ground floor · H0101'),
    );
    await user.clear(label);
    await user.type(label, '0.1-9');
    await user.click(screen.getByRole('switch', { name: 'Port is up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.server.callsTo('PATCH', '/api/crm/outlets/41/')).toHaveLength(1));
    expect(view.server.callsTo('PATCH', '/api/crm/outlets/41/')[0].body).toEqual({
      room_id: 21,
      label: '0.1-9',
      switch_port: 'gw-moholt ether5',
      network_id: 4,
      interface_up: false,
      description: null,
    });
    expect(await screen.findByRole('heading', { name: '0.1-9' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location().pathname).toBe('/outlets'));
    expect(view.server.tables.outlets.has(41)).toBe(false);
  });
});
