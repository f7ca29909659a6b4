import { screen, within } from '@testing-library/react';
import { makeChange, makeUser } from './userFixtures';
import { page, renderPeople } from './renderPeople';

jest.setTimeout(40_000);

const ingrid = makeUser();
const changes = [
  makeChange(),
  makeChange({ id: 2, object_type: 'address', object_id: 9, before: { city: '' }, after: { city: 'Oslo' } }),
  makeChange({
    id: 3,
    object_type: 'tenant',
    object_id: 12,
    action: 'delete',
    before: { name: 'Gammel AS' },
    after: null,
  }),
  makeChange({ id: 4, object_type: 'network', object_id: 3, before: { vlan_id: 101 }, after: { vlan_id: 102 } }),
];

const api = {
  'GET /api/crm/users/:id/': () => (ingrid ? [200, ingrid] : [404]) as [number, unknown],
  'GET /api/crm/changes/': () => [200, page(changes, 14)] as [number, unknown],
  'GET /api/crm/addresses/9/': () => [200, { id: 9, name: 'Moholt allé 1' }] as [number, unknown],
};

describe('UserDetailPage', () => {
  it('shows the user read-only, with no edit or delete, under Users in the breadcrumbs', async () => {
    renderPeople('/users/4', api);
    const details = await screen.findByRole('region', { name: 'User' });
    expect(within(details).getByText('ingrid.haugen@example.com')).toBeInTheDocument();
    expect(within(details).getByText('Manager')).toBeInTheDocument();
    expect(within(details).getByText('Active')).toBeInTheDocument();
    expect(within(details).getByText('2026-03-09 14:05')).toBeInTheDocument();
    expect(within(details).getByText('2025-01-15 09:00')).toBeInTheDocument();
    expect(screen.getByText(/Users are read-only here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(await within(crumbs).findByText('Ingrid Haugen')).toHaveAttribute('aria-current', 'page');
  });

  it("lists the user's changes with the object each touched, linking to it where it has a page", async () => {
    const view = renderPeople('/users/4', api);
    const panel = await screen.findByRole('region', { name: 'Recent changes' });
    expect(await within(panel).findByRole('link', { name: 'Room H0102' })).toHaveAttribute('href', '/room/5');
    // An update that did not touch the name: the name is read from the object itself.
    expect(await within(panel).findByRole('link', { name: 'Address Moholt allé 1' })).toHaveAttribute(
      'href',
      '/address/9',
    );
    // Deleted, and a kind without a page here: plain text.
    expect(within(panel).getByText('Tenant Gammel AS')).not.toHaveAttribute('href');
    expect(within(panel).queryByRole('link', { name: /Tenant/ })).not.toBeInTheDocument();
    expect(within(panel).getByText('Network #3')).toBeInTheDocument();
    expect(within(panel).getByText('Deleted')).toBeInTheDocument();
    expect(within(panel).getByText('Vlan')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Recent changes (14)' })).toBeInTheDocument();
    expect(view.lastQuery('GET /api/crm/changes/')).toMatchObject({ user_id: '4', ordering: '-created_at' });
  });

  it('is the same page at /user/{id}', async () => {
    renderPeople('/user/4', api);
    expect(await screen.findByRole('heading', { name: 'Ingrid Haugen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Room H0102' })).toBeInTheDocument();
  });

  it('says "User not found" for a user outside the customer', async () => {
    renderPeople('/users/77', { ...api, 'GET /api/crm/users/:id/': () => [404, { detail: 'Not found.' }] });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to users' })).toBeInTheDocument();
  });
});
