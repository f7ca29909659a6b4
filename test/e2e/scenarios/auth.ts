import { expectPath, expectVisible, mainNavigation, menuItem, openUserMenu, signIn, signInToDashboard, stored, users } from '../support/actions';
import { check, scenario } from '../support/harness';

export default [
  scenario('wrong password shows the invalid-credentials message', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, { email: users.staff.email, password: 'not-the-password' });
    await expectVisible(page.getByText('Invalid email or password. Please check your credentials and try again.'));
    await expectPath(page, '/login');
    check((await stored(page, 'access_token')) === null, 'no access token is stored after a failed login');
  }),

  scenario('a deep link to /sites is remembered through login', async ({ page }) => {
    await page.goto('/sites');
    await expectPath(page, '/login');
    await signIn(page, users.staff);
    await expectPath(page, '/sites', 20_000);
    await expectVisible(mainNavigation(page));
  }),

  scenario('logout returns to /login and forgets the stored tokens', async ({ page }) => {
    await signInToDashboard(page, users.staff);
    check(await stored(page, 'access_token'), 'an access token is stored while signed in');
    await openUserMenu(page);
    await menuItem(page, 'Logout').click();
    await expectPath(page, '/login');
    // redux-persist writes asynchronously: give it a moment before judging.
    const tokensGone = () => page.evaluate(() => !localStorage.getItem('access_token') && !localStorage.getItem('refresh_token'));
    for (let i = 0; i < 20 && !(await tokensGone()); i++) await page.waitForTimeout(100);
    for (const key of ['access_token', 'refresh_token']) {
      const value = await stored<string>(page, key);
      check(!value, `${key} is gone after logout (found ${JSON.stringify(value)?.slice(0, 30)}…)`);
    }
    // The session is really over: a guarded page sends us back to the login form.
    await page.goto('/dashboard');
    await expectPath(page, '/login');
  }),
];
