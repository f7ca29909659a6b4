import { expectAccessible } from './support/accessibility';
import { api, expectPath, mainNavigation, menuItem, openUserMenu, signIn, stored, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';

interface Customer {
  id: number;
  name: string;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The picker runs first: once admin picks a customer the server remembers it (requirements §4, auto-select).
test('a user with several customers gets the picker and lands on /dashboard', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, users.admin);
  const choices = page.getByRole('button', { name: /^(Select Customer|Resume Session)$/ });
  await expect(page.getByRole('button', { name: 'Select Customer' }).first()).toBeVisible({ timeout: 20_000 });
  expect(await choices.count(), 'one card per customer').toBeGreaterThanOrEqual(3);
  await expect(page.getByText('Sites').first()).toBeVisible();
  await expect(page.getByText('Loading customer statistics...')).toBeHidden();
  await expectAccessible(page, 'customer picker');
  await page.getByRole('button', { name: 'Select Customer' }).first().click();
  await expectPath(page, '/dashboard');
  await expect(mainNavigation(page)).toBeVisible();
  expect(await stored(page, 'active_customer'), 'the chosen customer is stored').toBeTruthy();
});

test('a user with one customer is auto-selected and lands on /dashboard', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, users.staff);
  await expectPath(page, '/dashboard', 20_000);
  await expect(mainNavigation(page)).toBeVisible();
  expect(await page.getByRole('button', { name: 'Select Customer' }).isVisible(), 'no picker is shown').toBe(false);
  const customers = await api<{ data: Customer[] }>(page, '/api/crm/customers/');
  expect(customers.data, 'staff has exactly one customer').toHaveLength(1);
  const active = await stored<Customer>(page, 'active_customer');
  expect(active?.id, 'that customer is active').toBe(customers.data[0].id);
});

test('a user without customers sees No Customer Access', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, users.nobody);
  await expect(page.getByText('No Customer Access').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Access Denied').first()).toBeVisible();
  await expect(
    page.getByText(
      'You do not have access to any customers. Please contact your administrator or support team for assistance.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await mainNavigation(page).isVisible(), 'the app shell is not shown').toBe(false);
  // The red toast is the only news: no green "Login successful" beside it.
  await expect(page.getByRole('alert').filter({ hasText: "Your account doesn't have access" })).toBeVisible();
  expect(await page.getByText('Login successful').count(), 'no success toast without customers').toBe(0);
  await expectAccessible(page, 'no access');
});

test.describe('signed in as a superuser', () => {
  test.use({ signedInAs: users.admin });

  test('switching customer from the user menu toasts and goes to /dashboard', async ({ page }) => {
    const before = await stored<Customer>(page, 'active_customer');
    const customers = await api<{ data: Customer[] }>(page, '/api/crm/customers/');
    const target = expectFound(
      customers.data.find((c) => c.id !== before?.id),
      'admin has another customer to switch to',
    );
    await page.goto('/sites'); // start away from /dashboard so the redirect is observable
    await expect(mainNavigation(page)).toBeVisible();
    await openUserMenu(page);
    await menuItem(page, 'Switch Customer').click();
    await menuItem(page, target.name)
      .or(page.getByRole('option', { name: target.name }))
      .first()
      .click();
    await expect(page.getByText(new RegExp(`Switched to\\s*${escapeRegExp(target.name)}`)).first()).toBeVisible();
    await expectPath(page, '/dashboard');
    const after = await stored<Customer>(page, 'active_customer');
    expect(after?.id, `active customer is now ${target.name}`).toBe(target.id);
  });
});
