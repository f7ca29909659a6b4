import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, elgeseter, makeFloor, makeRoom } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';

jest.setTimeout(40_000);

const floors = [
  makeFloor({ id: 11 }),
  makeFloor({ id: 13, name: 'Loft', address_id: elgeseter.id, address: elgeseter }),
];
const floorField = () => screen.getByRole('combobox', { name: /Floor/ });

describe('room create and edit', () => {
  it('pre-fills the floor from ?floor_id= as "address · floor" and creates the room', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/room/create?floor_id=11', { addresses, floors });
    await waitFor(() => expect(floorField()).toHaveValue('Moholt allé 3 · Ground floor'));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'H0105');
    await user.click(screen.getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Office' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.server.callsTo('POST', '/api/crm/rooms/')).toHaveLength(1));
    expect(view.server.callsTo('POST', '/api/crm/rooms/')[0].body).toEqual({
      floor_id: 11,
      name: 'H0105',
      kind: 'office',
    });
    expect(await screen.findByText('Room created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'H0105' })).toBeInTheDocument();
  });

  it('offers floors found on the server labelled "address · floor"', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/room/create', { addresses, floors });
    await user.type(floorField(), 'Lo');
    await waitFor(() => expect(view.server.lastQuery('/api/crm/floors/')).toMatchObject({ search: 'Lo' }));
    await user.click(await screen.findByRole('option', { name: 'Elgeseter gate 10 · Loft' }));
    expect(floorField()).toHaveValue('Elgeseter gate 10 · Loft');
  });

  it("offers the floors of the room's own site when editing a room of another site than the active one", async () => {
    const user = userEvent.setup();
    const view = renderProperty('/room/21/edit', { addresses, floors, rooms: [makeRoom({ site_id: 2 })] });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('H0101'));
    await user.type(floorField(), 'Lo');
    await waitFor(() => expect(view.server.lastQuery('/api/crm/floors/')).toMatchObject({ search: 'Lo' }));
    const searches = view.server.callsTo('GET', '/api/crm/floors/');
    expect(searches.map((call) => call.headers.get('X-Site-ID'))).toEqual(searches.map(() => '2'));
  });

  it('shows the server’s field error on its field (requirements §8)', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/room/21/edit', { addresses, floors, rooms: [makeRoom()] });
    view.server.reply('PATCH /api/crm/rooms/21/', 400, {
      detail: [{ loc: ['body', 'name'], msg: 'A room with this name already exists on the floor' }],
    });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('H0101'));
    await user.clear(name);
    await user.type(name, 'H0102');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A room with this name already exists on the floor')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(view.location().pathname).toBe('/room/21/edit');
  });
});
