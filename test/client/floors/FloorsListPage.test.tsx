import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, elgeseter, makeFloor } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';

// The DataGrid is heavy in jsdom; with other suites running in parallel a test can take several seconds.
jest.setTimeout(40_000);

const floors = [
  makeFloor({ id: 11, name: 'Ground floor', level: 0 }),
  makeFloor({ id: 12, name: 'U1', level: -1 }),
  makeFloor({ id: 13, name: 'Loft', level: 3, address_id: elgeseter.id, address: elgeseter }),
];

describe('FloorsListPage', () => {
  it('lists floors with their level and address, and opens one', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floors', { addresses, floors });
    const grid = await screen.findByRole('grid', { name: 'Floors' });
    const loft = (await within(grid).findByText('Loft')).closest('[role="row"]') as HTMLElement;
    expect(within(loft).getByText('Elgeseter gate 10')).toBeInTheDocument();
    expect(within(loft).getByText('3')).toBeInTheDocument();
    await user.click(within(loft).getByText('Loft'));
    await waitFor(() => expect(view.location().pathname).toBe('/floor/13'));
  });

  it('reads the address filter from any of its URL names, shows it as a chip, and drops it when removed', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floors?addressId=6', { addresses, floors });
    const chip = await screen.findByRole('button', { name: 'Address: Elgeseter gate 10' });
    expect(view.server.lastQuery('/api/crm/floors/')).toMatchObject({ address_id: '6' });
    expect(await screen.findByText('Loft')).toBeInTheDocument();
    expect(screen.queryByText('U1')).not.toBeInTheDocument();

    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(view.search().get('address_id')).toBeNull());
    expect(view.search().get('addressId')).toBeNull();
    expect(await screen.findByText('U1')).toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/floors/')).not.toHaveProperty('address_id');
  });

  it('starts "Create floor" in the address the list is narrowed to', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floors?addressId=6', { addresses, floors });
    await screen.findByRole('button', { name: 'Address: Elgeseter gate 10' });
    await user.click(screen.getByRole('button', { name: 'Create floor' }));
    await waitFor(() => expect(view.location().pathname).toBe('/floor/create'));
    expect(view.search().get('address_id')).toBe('6');
  });

  it('sends the spec’s room, network and interface_up filters as the server names them', async () => {
    const view = renderProperty('/floors?room_id=21&network=4&interface_up=false', { addresses, floors });
    expect(await screen.findByText('Interface: Down')).toBeInTheDocument();
    expect(screen.getByText('Room: #21')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.server.lastQuery('/api/crm/floors/')).toMatchObject({
        room: '21',
        network: '4',
        interface_up: 'false',
      }),
    );
  });
});
