import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, elgeseter, makeFloor, makeRoom } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';

// The DataGrid is heavy in jsdom; with other suites running in parallel a test can take several seconds.
jest.setTimeout(40_000);

const floors = [
  makeFloor({ id: 11 }),
  makeFloor({ id: 13, name: 'Loft', address_id: elgeseter.id, address: elgeseter }),
];
const rooms = [
  makeRoom({ id: 21, name: 'H0101' }),
  makeRoom({ id: 22, name: 'K1', kind: 'storage', current_tenant_id: null, current_tenant_name: null }),
  makeRoom({
    id: 23,
    name: 'L1',
    floor_id: 13,
    floor: { id: 13, name: 'Loft', address_id: elgeseter.id, address: elgeseter },
    address_id: elgeseter.id,
    address: elgeseter,
  }),
];

describe('RoomsListPage', () => {
  it('lists rooms with kind, floor, address and current tenant, and opens one', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/rooms', { addresses, floors, rooms });
    const grid = await screen.findByRole('grid', { name: 'Rooms' });
    const row = (await within(grid).findByText('H0101')).closest('[role="row"]') as HTMLElement;
    for (const text of ['Apartment', 'Ground floor', 'Moholt allé 3', 'Kari Nordmann'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    for (const header of ['Room', 'Kind', 'Floor', 'Address', 'Current tenant'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    await user.click(within(row).getByText('H0101'));
    await waitFor(() => expect(view.location().pathname).toBe('/room/21'));
  });

  it('shows ?floorId= as a chip naming address and floor, and drops the param when it is removed', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/rooms?floorId=13', { addresses, floors, rooms });
    const chip = await screen.findByRole('button', { name: 'Floor: Elgeseter gate 10 · Loft' });
    expect(await screen.findByText('L1')).toBeInTheDocument();
    expect(screen.queryByText('H0101')).not.toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/rooms/')).toMatchObject({ floor_id: '13' });

    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(view.search().get('floorId')).toBeNull());
    expect(await screen.findByText('H0101')).toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/rooms/')).not.toHaveProperty('floor_id');
  });

  it('filters by kind and port state chosen in the filter bar', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/rooms', { addresses, floors, rooms });
    await screen.findByText('H0101');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Storage' }));
    await waitFor(() => expect(view.search().get('kind')).toBe('storage'));
    expect(await screen.findByRole('button', { name: 'Kind: Storage' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('H0101')).not.toBeInTheDocument());
    expect(screen.getByText('K1')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Interface' }));
    await user.click(await screen.findByRole('option', { name: 'Up' }));
    await waitFor(() =>
      expect(view.server.lastQuery('/api/crm/rooms/')).toMatchObject({ kind: 'storage', interface_up: 'true' }),
    );
    expect(screen.getByRole('button', { name: 'Interface: Up' })).toBeInTheDocument();
  });

  it("filters by an address searched for behind the filter bar's Address button", async () => {
    const user = userEvent.setup();
    const view = renderProperty('/rooms', { addresses, floors, rooms });
    await screen.findByText('H0101');
    await user.click(screen.getByRole('button', { name: 'Address' }));
    const search = await screen.findByRole('dialog', { name: 'Filter by address' });
    const picker = within(search).getByRole('combobox', { name: 'Address' });
    expect(picker).toHaveFocus();
    await user.type(picker, 'Elge');
    await user.click(await screen.findByRole('option', { name: elgeseter.name }));

    await waitFor(() => expect(view.search().get('address_id')).toBe(String(elgeseter.id)));
    expect(await screen.findByRole('button', { name: `Address: ${elgeseter.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Address' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(view.server.lastQuery('/api/crm/rooms/')).toMatchObject({ address_id: String(elgeseter.id) }),
    );
  });

  it('leaves the list unfiltered when the address search is closed with Escape, and focus back on its button', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/rooms', { addresses, floors, rooms });
    await screen.findByText('H0101');
    const button = screen.getByRole('button', { name: 'Address' });
    await user.click(button);
    const search = await screen.findByRole('dialog', { name: 'Filter by address' });
    await user.type(within(search).getByRole('combobox', { name: 'Address' }), 'Elge');
    await screen.findByRole('option', { name: elgeseter.name });

    // The first Escape closes the list of matches, the second the search.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter by address' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(view.search().get('address_id')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Address: / })).not.toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/rooms/')).not.toHaveProperty('address_id');
  });

  it('sends address, room and network from their URL aliases as the server names them', async () => {
    const view = renderProperty('/rooms?address=5&room_id=21&network_id=4', { addresses, floors, rooms });
    expect(await screen.findByRole('button', { name: 'Address: Moholt allé 3' })).toBeInTheDocument();
    await waitFor(() =>
      expect(view.server.lastQuery('/api/crm/rooms/')).toMatchObject({ address_id: '5', room: '21', network: '4' }),
    );
  });
});
