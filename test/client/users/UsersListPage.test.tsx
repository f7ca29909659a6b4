import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../support/fakeApi';
import { makeUser } from './userFixtures';
import { page, renderPeople } from './renderPeople';

jest.setTimeout(40_000);

const users = [
  makeUser(),
  makeUser({ id: 2, email: 'staff@example.com', full_name: 'Sofie Berg', role: 'staff', last_login_at: null }),
  makeUser({ id: 9, email: 'old@example.com', full_name: 'Olav Gammel', role: 'staff', is_active: false }),
];

/** The users contract: role and is_active filters, search by name or e-mail. */
function listUsers(request: RecordedRequest): [number, unknown] {
  const role = request.query.get('role');
  const active = request.query.get('is_active');
  const search = (request.query.get('search') ?? '').toLowerCase();
  const rows = users.filter(
    (user) =>
      (!role || user.role === role) &&
      (!active || String(user.is_active) === active) &&
      (!search || `${user.full_name} ${user.email}`.toLowerCase().includes(search)),
  );
  return [200, page(rows)];
}

const api = { 'GET /api/crm/users/': listUsers };
const grid = () => screen.getByRole('grid', { name: 'Users' });

describe('UsersListPage', () => {
  it("lists the customer's users with role, status and last login, and says why nothing can be created", async () => {
    const view = renderPeople('/users', api);
    const row = (await screen.findByText('Sofie Berg')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('staff@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Staff')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(grid()).getByText('Inactive')).toBeInTheDocument();
    expect(view.lastQuery('GET /api/crm/users/')).toEqual({ page: '1', page_size: '25' });
    expect(screen.getByText(/Users are read-only here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /create/i })).not.toBeInTheDocument();
  });

  it('takes the role filter from the URL as a chip, and removing the chip lists everyone again', async () => {
    const user = userEvent.setup();
    const view = renderPeople('/users?role=manager', api);
    await screen.findByText('Ingrid Haugen');
    expect(screen.queryByText('Sofie Berg')).not.toBeInTheDocument();
    expect(view.lastQuery('GET /api/crm/users/')).toMatchObject({ role: 'manager' });
    const chip = within(screen.getByLabelText('Active filters')).getByRole('button', { name: 'Role: Manager' });

    await user.click(within(chip).getByTestId('CancelIcon'));
    await screen.findByText('Sofie Berg');
    expect(view.search().get('role')).toBeNull();
    expect(view.lastQuery('GET /api/crm/users/')).not.toHaveProperty('role');
  });

  it('offers a status filter and a search box that ask the server', async () => {
    const user = userEvent.setup();
    const view = renderPeople('/users', api);
    await screen.findByText('Olav Gammel');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(view.search().get('is_active')).toBe('false'));
    await waitFor(() => expect(screen.queryByText('Ingrid Haugen')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByLabelText('Search users'), 'sofie');
    await waitFor(() => expect(view.lastQuery('GET /api/crm/users/')).toMatchObject({ search: 'sofie' }));
    await waitFor(() => expect(screen.queryByText('Ingrid Haugen')).not.toBeInTheDocument());
    expect(screen.getByText('Sofie Berg')).toBeInTheDocument();
  });

  it('opens a user from their row', async () => {
    const user = userEvent.setup();
    const view = renderPeople('/users', {
      ...api,
      'GET /api/crm/users/:id/': () => [200, users[1]],
      'GET /api/crm/changes/': () => [200, page([])],
    });
    await user.click(await screen.findByText('Sofie Berg'));
    await waitFor(() => expect(view.location().pathname).toBe('/users/2'));
    expect(await screen.findByRole('heading', { name: 'Sofie Berg' })).toBeInTheDocument();
  });
});
