import {
  api,
  expectPath,
  field,
  mainNavigation,
  menuItem,
  openUserMenu,
  signIn,
  signInToDashboard,
  stored,
  users,
} from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

const newPassword = 'a much longer secret';

interface Listed {
  id: number;
  name: string;
}

test.use({ signedInAs: users.staff });

test("users: find a user with the list's search, open them, read-only, with the changes they made", async ({
  page,
}) => {
  // Sofie Berg (the staff login) changes an address, so her page has a change to show.
  const [address] = (await api<{ data: Listed[] }>(page, '/api/crm/addresses/?page_size=1')).data;
  const changed = expectFound(address, 'the demo site has an address');
  await api(page, `/api/crm/addresses/${changed.id}/`, { method: 'PATCH', body: { city: `Oslo ${Date.now()}` } });

  await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
  await expectPath(page, '/users');
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByText('Ingrid Haugen')).toBeVisible();
  await expect(page.getByText(/Users are read-only here/)).toBeVisible();
  await expectAccessible(page, '/users');
  await expect(page.getByRole('button', { name: /create/i })).toHaveCount(0);

  await page.getByLabel('Search users').fill('sofie');
  await expect(grid.getByText('Ingrid Haugen')).toBeHidden();
  await expect(page).toHaveURL(/search=sofie/);
  await grid.getByText('Sofie Berg').click();

  await expectPath(page, /^\/users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofie Berg' })).toBeVisible();
  const details = page.getByRole('region', { name: 'User' });
  await expect(details.getByText('staff@example.com')).toBeVisible();
  await expect(details.getByText('Staff', { exact: true })).toBeVisible();
  await expectAccessible(page, 'user detail');
  await expect(page.getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Users' })).toBeVisible();

  const changes = page.getByRole('region', { name: 'Recent changes' });
  const link = changes.getByRole('link', { name: `Address ${changed.name}` }).first();
  await expect(link).toBeVisible();

  // requirements §2.2: /user/{id} is the same page.
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/user/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofie Berg' })).toBeVisible();
  await changes
    .getByRole('link', { name: `Address ${changed.name}` })
    .first()
    .click();
  await expectPath(page, `/address/${changed.id}`);
});

test.describe('passwords', () => {
  // Lars (a staff member of Nordlys) signs in by hand in two browsers; the file's staff login stays as it was.
  test.use({ signedInAs: undefined });
  const lars = { email: 'lars.johansen@example.com', password: 'portico-demo' };

  test('a new password keeps this browser signed in and signs the other one out', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The same user in another browser (its own storage, its own realtime socket), signed in first.
    const elsewhere = await browser.newContext({ baseURL });
    const other = await elsewhere.newPage();
    try {
      await signInToDashboard(page, lars);
      await signInToDashboard(other, lars);

      await openUserMenu(page);
      await menuItem(page, 'Change password').click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await field(dialog, 'Current password').fill('not the password');
      await field(dialog, 'New password').fill(newPassword);
      await field(dialog, 'Confirm new password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog.getByText('The current password is not correct')).toBeVisible();
      await expectAccessible(page, 'change password with an error');

      await field(dialog, 'Current password').fill(lars.password);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('You stay signed in here; your other sessions have been signed out.')).toBeVisible();
      await expect(dialog).toBeHidden();

      // This browser goes on, on the new tokens.
      const token = await stored<string>(page, 'access_token');
      await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
      await expectPath(page, '/users');
      await expect(page.getByRole('grid', { name: 'Users' }).getByText('Ingrid Haugen')).toBeVisible();
      expect(await stored<string>(page, 'access_token')).toBe(token);

      // The other one is told by its socket, and its refresh is refused: back to the login form.
      await expectPath(other, '/login', 20_000);
      await signIn(other, lars);
      await expect(
        other.getByText('Invalid email or password. Please check your credentials and try again.'),
      ).toBeVisible();
      await signIn(other, { email: lars.email, password: newPassword });
      await expectPath(other, '/dashboard', 20_000);
    } finally {
      await elsewhere.close();
    }
  });
});

test.describe('a superuser on a user’s page', () => {
  test.use({ signedInAs: users.admin });

  test('sees the lockout that keeps the user out, clears it, and resets the password', async ({ page }) => {
    // A user of the customer the admin lands in (the first one).
    const freja = 'freja.nielsen@example.com';
    for (let guess = 0; guess < 5; guess += 1) {
      const reply = await page.request.post('/api/token/pair/', {
        data: { username: freja, password: `guess ${guess}` },
      });
      expect(reply.status()).toBe(401);
    }
    await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('grid', { name: 'Users' }).getByText('Freja Nielsen').click();
    const lockouts = page.getByRole('region', { name: 'Sign-in lockouts' });
    await expect(lockouts.getByText(/^5 failed sign-ins from .+: this address waits$/)).toBeVisible();
    await expectAccessible(page, 'user detail with a lockout');
    await lockouts.getByRole('button', { name: 'Clear' }).click();
    await expect(lockouts.getByText('None: Freja Nielsen is not kept from signing in.')).toBeVisible();

    await page.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await field(dialog, 'New password').fill(newPassword);
    await field(dialog, 'Confirm new password').fill(newPassword);
    await expectAccessible(page, 'reset password');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText(/Freja Nielsen signs in with the new password/)).toBeVisible();
    const signIn = await page.request.post('/api/token/pair/', { data: { username: freja, password: newPassword } });
    expect(signIn.status()).toBe(200);
  });
});
