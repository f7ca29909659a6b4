import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, makeChange, makeFloor, makeRoom } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';

jest.setTimeout(40_000);

const rooms = [
  makeRoom({ id: 21, name: 'H0101' }),
  makeRoom({ id: 22, name: 'H0102', current_tenant_id: null, current_tenant_name: null, kind: 'storage' }),
  makeRoom({ id: 23, name: 'H0201', floor_id: 12 }),
];
const changes = [
  makeChange({ id: 1, action: 'create', after: { name: 'Ground', level: 0 } }),
  makeChange({ id: 2, action: 'update', before: { name: 'Ground' }, after: { name: 'Ground floor' } }),
];

describe('FloorDetailPage', () => {
  it('shows the floor, its rooms and its history, with address › floor breadcrumbs', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floor/11', { addresses, floors: [makeFloor()], rooms, changes });

    expect(await screen.findByRole('heading', { name: 'Ground floor' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Floor' });
    expect(within(details).getByRole('link', { name: 'Moholt allé 3' })).toHaveAttribute('href', '/address/5');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Moholt allé 3' })).toHaveAttribute('href', '/address/5');
    expect(await within(crumbs).findByText('Ground floor')).toHaveAttribute('aria-current', 'page');

    const related = screen.getByRole('region', { name: 'Rooms' });
    expect(await within(related).findByText('H0102')).toBeInTheDocument();
    expect(within(related).getByText('Storage')).toBeInTheDocument();
    expect(within(related).getByText('Rooms (2)')).toBeInTheDocument();
    expect(within(related).queryByText('H0201')).not.toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/rooms/')).toMatchObject({ floor_id: '11' });
    expect(within(related).getByRole('link', { name: 'Add room' })).toHaveAttribute('href', '/room/create?floor_id=11');

    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Siri Staff changed')).toBeInTheDocument();
    expect(history).toHaveTextContent('Name: Ground → Ground floor');
    expect(view.server.lastQuery('/api/crm/changes/')).toMatchObject({ object_type: 'floor', object_id: '11' });

    await user.click(within(related).getByText('H0101'));
    await waitFor(() => expect(view.location().pathname).toBe('/room/21'));
  });

  it("reads the related rooms on the floor's own site and names that site in the breadcrumbs", async () => {
    // Quick search opens a floor of another site of the customer (Tyholt, site 2; Moholt is active).
    const tyholtFloor = makeFloor({ site_id: 2, can_delete: false, delete_blockers: ['2 rooms'] });
    const view = renderProperty('/floor/11', { addresses, floors: [tyholtFloor], rooms, changes });
    view.server.reply('GET /api/crm/sites/2/', 200, { id: 2, name: 'Tyholt', description: '' });

    const related = await screen.findByRole('region', { name: 'Rooms' });
    expect(await within(related).findByText('Rooms (2)')).toBeInTheDocument();
    const roomReads = view.server.callsTo('GET', '/api/crm/rooms/');
    expect(roomReads.map((read) => read.headers.get('X-Site-ID'))).toEqual(roomReads.map(() => '2'));

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Tyholt' })).toHaveAttribute('href', '/site/2');
    expect(within(crumbs).queryByText('Moholt')).not.toBeInTheDocument();
  });

  it('says when its rooms could not be loaded, keeps the rest of the page, and loads them on Retry', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floor/11', { addresses, floors: [makeFloor()], rooms, changes });
    view.server.reply('GET /api/crm/rooms/', 400, { detail: 'Bad filter' });

    const related = await screen.findByRole('region', { name: 'Rooms' });
    expect(await within(related).findByText('The rooms could not be loaded.')).toBeInTheDocument();
    expect(within(related).queryByRole('grid')).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Siri Staff changed')).toBeInTheDocument();

    view.server.reply('GET /api/crm/rooms/', 200, { data: [rooms[0]], total: 1 });
    await user.click(within(related).getByRole('button', { name: 'Retry' }));
    expect(await within(related).findByText('H0101')).toBeInTheDocument();
    expect(within(related).queryByText('The rooms could not be loaded.')).not.toBeInTheDocument();
  });

  it('disables Delete with "Cannot Delete" naming the rooms that block it', async () => {
    const user = userEvent.setup();
    const floor = makeFloor({ can_delete: false, delete_blockers: ['2 rooms'] });
    renderProperty('/floor/11', { addresses, floors: [floor], rooms });
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user.hover(remove.parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Cannot Delete');
    expect(tooltip).toHaveTextContent('It still has 2 rooms.');
  });

  it('deletes a floor without rooms after confirmation and returns to the list', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floor/11', { addresses, floors: [makeFloor()] });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete floor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Floor deleted')).toBeInTheDocument();
    expect(view.server.callsTo('DELETE', '/api/crm/floors/11/')).toHaveLength(1);
    await waitFor(() => expect(view.location().pathname).toBe('/floors'));
  });

  it('raises one toast when the delete fails on the server: the server error, not a second "Delete failed"', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floor/11', { addresses, floors: [makeFloor()] });
    view.server.reply('DELETE /api/crm/floors/:id/', 500, { detail: 'boom' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete floor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    expect(screen.queryByText('Delete failed')).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/floor/11');
  });

  it('says "Floor not found" for an unknown floor', async () => {
    renderProperty('/floor/99', { addresses });
    expect(await screen.findByText('Floor not found')).toBeInTheDocument();
  });
});
