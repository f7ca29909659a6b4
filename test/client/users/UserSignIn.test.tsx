import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '../../support/fakeApi';
import { makeUser } from './userFixtures';
import { page, renderPeople } from './renderPeople';

jest.setTimeout(40_000);

const ingrid = makeUser();
const lockouts = [
  {
    kind: 'account_address',
    email: 'ingrid.haugen@example.com',
    address: '203.0.113.7',
    failures: 6,
    locked_until: '2026-03-10T08:42:00',
  },
  { kind: 'address', email: null, address: '198.51.100.4', failures: 23, locked_until: '2026-03-10T08:55:00' },
];

function api(lockoutReplies: FakeReply[] = [[200, { data: lockouts }]]) {
  let asked = 0;
  return {
    'GET /api/crm/users/:id/': () => [200, ingrid] as FakeReply,
    'GET /api/crm/changes/': () => [200, page([])] as FakeReply,
    'GET /api/auth/lockouts/': () => lockoutReplies[Math.min(asked++, lockoutReplies.length - 1)],
    'DELETE /api/auth/lockouts/': () => [200, { cleared: 6 }] as FakeReply,
    'POST /api/crm/users/:id/password/': () => [204] as FakeReply,
  };
}

describe('UserDetailPage, signing in (superusers)', () => {
  it('resets the password, checking the confirmation first', async () => {
    const view = renderPeople('/users/4', api(), { superuser: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(dialog).getByText(/A new password for Ingrid Haugen/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^New password/), 'given by admin');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'given by admim');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('The passwords do not match')).toBeInTheDocument();
    expect(view.server.requests('POST /api/crm/users/4/password/')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'given by admin');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = view.server.requests('POST /api/crm/users/4/password/');
    expect(sent.body).toEqual({ new_password: 'given by admin' });
    expect(sent.headers.get('X-Customer-ID')).toBe('1');
  });

  it('lists the lockouts that keep the user out, and clears one', async () => {
    const view = renderPeople(
      '/users/4',
      api([
        [200, { data: lockouts }],
        [200, { data: [] }],
      ]),
      { superuser: true },
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Sign-in lockouts' });
    const rows = await within(section).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      '6 failed sign-ins from 203.0.113.7: this address waits',
      '23 failed sign-ins from 198.51.100.4 at any accounts: only accounts that signed in from it before may',
    ]);
    expect(within(rows[1]).getByText('2026-03-10 08:42')).toBeInTheDocument();
    expect(Object.fromEntries(view.server.requests('GET /api/auth/lockouts/')[0].query)).toEqual({
      email: 'ingrid.haugen@example.com',
    });

    await user.click(within(rows[1]).getByRole('button', { name: 'Clear' }));
    expect(await within(section).findByText('None: Ingrid Haugen is not kept from signing in.')).toBeInTheDocument();
    expect(Object.fromEntries(view.server.requests('DELETE /api/auth/lockouts/')[0].query)).toEqual({
      email: 'ingrid.haugen@example.com',
      address: '203.0.113.7',
    });
  });

  it('offers neither to staff, and does not ask for lockouts', async () => {
    const view = renderPeople('/users/4', api());
    await screen.findByRole('region', { name: 'User' });
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign-in lockouts' })).not.toBeInTheDocument();
    expect(view.server.requests('GET /api/auth/lockouts/')).toHaveLength(0);
  });
});
