import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, makeFloor, makeRoom } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';

jest.setTimeout(40_000);

const data = { addresses, floors: [makeFloor()], rooms: [makeRoom()] };

describe('outlet create', () => {
  it('is offered on a room’s page, with that room chosen, and creates the outlet', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/room/21', data);
    const related = await screen.findByRole('region', { name: 'Outlets' });
    await user.click(within(related).getByRole('link', { name: 'Add outlet' }));
    await waitFor(() => expect(view.location().pathname).toBe('/outlet/create'));
    expect(view.search().get('room_id')).toBe('21');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Room/ })).toHaveValue('Moholt allé 3 · Ground floor · H0101'),
    );
    await user.type(screen.getByRole('textbox', { name: /Label/ }), '0.1-3');
    await user.type(screen.getByRole('textbox', { name: /Switch port/ }), 'gw-moholt ether7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.server.callsTo('POST', '/api/crm/outlets/')).toHaveLength(1));
    expect(view.server.callsTo('POST', '/api/crm/outlets/')[0].body).toEqual({
      room_id: 21,
      label: '0.1-3',
      switch_port: 'gw-moholt ether7',
      network_id: null,
      interface_up: false,
      description: null,
    });
    expect(await screen.findByText('Outlet created')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toMatch(/^\/outlet\/\d+$/));
  });

  it('refuses an outlet without a room or label before asking the server', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/outlet/create', data);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Room is required')).toBeInTheDocument();
    expect(screen.getByText('Label is required')).toBeInTheDocument();
    expect(view.server.callsTo('POST', '/api/crm/outlets/')).toHaveLength(0);
  });
});
