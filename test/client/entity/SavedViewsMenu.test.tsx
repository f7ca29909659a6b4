import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedView } from '../../../rules/savedViews';
import { makeAddress, renderAddresses } from './renderAddresses';

jest.setTimeout(40_000);

const addresses = [makeAddress(1), makeAddress(2)];
const view = (overrides: Partial<SavedView>): SavedView => ({
  id: 1,
  list: 'address',
  name: 'Moholt by street',
  state: { filters: { site_id: '3' }, search: 'street', sort: '-name', columns: { city: false }, density: 'compact' },
  shared: false,
  is_default: false,
  mine: true,
  owner: { id: 7, name: 'Sam Staff' },
  modified_at: '2026-11-01T10:00:00Z',
  ...overrides,
});
const columnHeader = (name: string) =>
  within(screen.getByRole('grid', { name: 'Addresses' })).queryByRole('columnheader', { name });

describe('Saved views menu', () => {
  it('opens a view: its filters, search and sort in the URL, its columns in the grid', async () => {
    const user = userEvent.setup();
    const screenView = renderAddresses('/addresses', addresses);
    screenView.api.on('GET /api/crm/saved-views/', () => [
      200,
      { data: [view({}), view({ id: 2, name: 'Theirs', mine: false, owner: { id: 8, name: 'Carl' } })] },
    ]);
    await screen.findByText('Street 01 1');
    expect(columnHeader('City')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByRole('menuitem', { name: /Theirs.*Shared by Carl/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Moholt by street/ }));
    await waitFor(() => expect(screenView.location().search).toBe('?site_id=3&search=street&sort=-name'));
    await waitFor(() => expect(columnHeader('City')).not.toBeInTheDocument());
  });

  it('saves the list as it shows now, shared, and says why the server refused a name', async () => {
    const user = userEvent.setup();
    const screenView = renderAddresses('/addresses?search=street&sort=name', addresses);
    screenView.api.on('GET /api/crm/saved-views/', () => [200, { data: [] }]);
    screenView.api.reply('POST /api/crm/saved-views/', 400, {
      detail: [{ loc: ['body', 'name'], msg: 'You already have a view of this list named "Mine".' }],
    });
    await screen.findByText('Street 01 1');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.click(within(dialog).getByRole('checkbox', { name: "Share with my customer's staff" }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a view of this list named "Mine".')).toBeInTheDocument();
    expect(screenView.api.requests('POST /api/crm/saved-views/')[0].body).toEqual({
      list: 'address',
      name: 'Mine',
      shared: true,
      is_default: false,
      state: { filters: {}, search: 'street', sort: 'name', columns: {}, density: 'standard' },
    });
  });

  it('opens the default view when the list opens bare', async () => {
    const screenView = renderAddresses('/addresses', addresses);
    screenView.api.on('GET /api/crm/saved-views/', () => [200, { data: [view({ is_default: true })] }]);
    await waitFor(() => expect(screenView.location().search).toBe('?site_id=3&search=street&sort=-name'));
  });
});
