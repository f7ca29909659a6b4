import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAddress, renderAddresses } from './renderAddresses';

jest.setTimeout(40_000);

const change = {
  id: 40,
  object_type: 'address',
  object_id: 4,
  action: 'update',
  user_id: 7,
  user_email: 'staff@example.com',
  user_name: 'Sam Staff',
  before: { street: 'Old road', postal_code: '7050' },
  after: { street: 'Street 04', postal_code: '7051' },
  created_at: '2026-11-20T09:30:00Z',
};

describe('entity detail pages (address)', () => {
  it('shows the fields, the related floors and rooms linking onward, and who changed what', async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/address/4', [makeAddress(4)]);
    view.api.reply('GET /api/crm/floors/', 200, { data: [{ id: 11, name: '1st floor', level: 1 }], total: 1 });
    view.api.reply('GET /api/crm/changes/', 200, { data: [change], total: 1 });

    expect(await screen.findByRole('heading', { name: 'Street 04 4' })).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: 'Address' });
    expect(within(fields).getByText('Trondheim')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Sam Staff changed')).toBeInTheDocument();
    expect(within(history).getByText('Old road')).toBeInTheDocument();
    expect(within(history).getByText(/→ Street 04/)).toBeInTheDocument();
    const changeQuery = Object.fromEntries(view.api.requests('GET /api/crm/changes/')[0].query);
    expect(changeQuery).toMatchObject({ object_type: 'address', object_id: '4' });

    const floors = screen.getByRole('region', { name: 'Floors' });
    expect(within(floors).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/floors?address_id=4');
    await user.click(await within(floors).findByText('1st floor'));
    await waitFor(() => expect(view.location().pathname).toBe('/floor/11'));
  });

  it('disables Delete with "Cannot Delete" and names what still depends on the address', async () => {
    const user = userEvent.setup();
    renderAddresses('/address/4', [makeAddress(4, { can_delete: false, delete_blockers: ['2 floors', '1 doorbell'] })]);
    const button = await screen.findByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Cannot DeleteIt still has 2 floors and 1 doorbell.');
  });

  it('deletes after confirmation and returns to the list', async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/address/4', [makeAddress(4)]);
    view.api.reply('DELETE /api/crm/addresses/4/', 204);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location().pathname).toBe('/addresses'));
    expect(view.api.requests('DELETE /api/crm/addresses/4/')).toHaveLength(1);
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
  });

  it('says the address was not found, with a way back', async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/address/99', []);
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to addresses' }));
    await waitFor(() => expect(view.location().pathname).toBe('/addresses'));
  });
});
