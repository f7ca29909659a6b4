import { expectAccessible } from './support/accessibility';
import { expectPath, mainNavigation, menuItem, openUserMenu, signIn, stored, users } from './support/actions';
import { expect, test } from './support/fixtures';

test('wrong password shows the invalid-credentials message', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'login');
  await signIn(page, { email: users.staff.email, password: 'not-the-password' });
  await expect(page.getByText('Invalid email or password. Please check your credentials and try again.')).toBeVisible();
  await expectAccessible(page, 'login with an error');
  await expectPath(page, '/login');
  expect(await stored(page, 'access_token'), 'no access token is stored after a failed login').toBeNull();
});

test('a deep link to /sites is remembered through login', async ({ page }) => {
  await page.goto('/sites');
  await expectPath(page, '/login');
  await signIn(page, users.staff);
  await expectPath(page, '/sites', 20_000);
  await expect(mainNavigation(page)).toBeVisible();
});

test('a signed-out visitor gets the bare not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  expect(await mainNavigation(page).isVisible(), 'no app shell for a signed-out visitor').toBe(false);
  await expectAccessible(page, 'not-found (signed out)');
});

test.describe('signed in as staff', () => {
  test.use({ signedInAs: users.staff });

  test('logout returns to /login and forgets the stored tokens', async ({ page }) => {
    expect(await stored(page, 'access_token'), 'an access token is stored while signed in').toBeTruthy();
    await openUserMenu(page);
    await menuItem(page, 'Logout').click();
    await expectPath(page, '/login');
    // redux-persist writes asynchronously: give it a moment before judging.
    for (const key of ['access_token', 'refresh_token']) {
      await expect
        .poll(() => stored<string>(page, key), { message: `${key} is gone after logout`, timeout: 2000 })
        .toBeFalsy();
    }
    // The session is really over: a guarded page sends us back to the login form.
    await page.goto('/dashboard');
    await expectPath(page, '/login');
  });
});
