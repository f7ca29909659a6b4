import { expectAccessible } from './support/accessibility';
import {
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
import { expect, test } from './support/fixtures';

const newPassword = 'a much longer secret';

test('a new password keeps this browser signed in and signs the other one out', async ({ page, browser, baseURL }) => {
  // The same user in another browser (its own storage, its own realtime socket), signed in first.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  try {
    await signInToDashboard(page, users.staff);
    await signInToDashboard(other, users.staff);

    await openUserMenu(page);
    await menuItem(page, 'Change password').click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await field(dialog, 'Current password').fill('not the password');
    await field(dialog, 'New password').fill(newPassword);
    await field(dialog, 'Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('The current password is not correct')).toBeVisible();
    await expectAccessible(page, 'change password with an error');

    await field(dialog, 'Current password').fill(users.staff.password);
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
    await signIn(other, users.staff);
    await expect(
      other.getByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeVisible();
    await signIn(other, { email: users.staff.email, password: newPassword });
    await expectPath(other, '/dashboard', 20_000);
  } finally {
    await elsewhere.close();
  }
});
