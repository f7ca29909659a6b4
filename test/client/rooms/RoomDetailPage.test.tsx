import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, makeChange, makeFloor, makeOutlet, makeRoom } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';

jest.setTimeout(40_000);

const outlets = [
  makeOutlet({ id: 41, room_id: 21, label: '0.1-1', interface_up: true }),
  makeOutlet({ id: 42, room_id: 21, label: '0.1-2', interface_up: false }),
  makeOutlet({ id: 43, room_id: 22, label: '0.2-1' }),
];
const changes = [
  makeChange({ id: 3, object_type: 'room', object_id: 21, before: { kind: 'office' }, after: { kind: 'apartment' } }),
];

describe('RoomDetailPage', () => {
  it('shows the room, its outlets and its history, with address › floor › room breadcrumbs', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/room/21', {
      addresses,
      floors: [makeFloor()],
      rooms: [makeRoom()],
      outlets,
      changes,
    });

    expect(await screen.findByRole('heading', { name: 'H0101' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Room' });
    expect(within(details).getByText('Apartment')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Ground floor' })).toHaveAttribute('href', '/floor/11');
    expect(within(details).getByRole('link', { name: 'Kari Nordmann' })).toHaveAttribute('href', '/tenant/31');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Moholt allé 3' })).toHaveAttribute('href', '/address/5');
    expect(await within(crumbs).findByRole('link', { name: 'Ground floor' })).toHaveAttribute('href', '/floor/11');
    expect(await within(crumbs).findByText('H0101')).toHaveAttribute('aria-current', 'page');

    const related = screen.getByRole('region', { name: 'Outlets' });
    const down = (await within(related).findByText('0.1-2')).closest('[role="row"]') as HTMLElement;
    expect(within(down).getByText('Down')).toBeInTheDocument();
    expect(within(related).queryByText('0.2-1')).not.toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/outlets/')).toMatchObject({ room_id: '21' });

    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Siri Staff changed')).toBeInTheDocument();
    expect(history).toHaveTextContent('Kind: office → apartment');

    await user.click(within(down).getByText('0.1-2'));
    await waitFor(() => expect(view.location().pathname).toBe('/outlet/42'));
  });

  it('disables Delete with "Cannot Delete" naming what still depends on the room', async () => {
    const user = userEvent.setup();
    const room = makeRoom({ can_delete: false, delete_blockers: ['2 outlets', '1 occupancy record'] });
    renderProperty('/room/21', { addresses, rooms: [room] });
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user.hover(remove.parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Cannot Delete');
    expect(tooltip).toHaveTextContent('It still has 2 outlets and 1 occupancy record.');
  });
});
