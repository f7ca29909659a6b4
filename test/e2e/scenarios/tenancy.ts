import {
  api, expectPath, expectVisible, mainNavigation, menuItem, openUserMenu, signIn, signInToDashboard, stored, users,
} from '../support/actions';
import { check, scenario } from '../support/harness';

interface Customer { id: number; name: string }
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The picker runs first: once admin picks a customer the server remembers it (§4 auto-select).
export default [
  scenario('a user with several customers gets the picker and lands on /dashboard', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, users.admin);
    await expectVisible(page.getByText('Your last used customer is highlighted'), 20_000);
    const choices = page.getByRole('button', { name: /^(Select Customer|Resume Session)$/ });
    await expectVisible(page.getByRole('button', { name: 'Select Customer' }).first());
    check((await choices.count()) >= 3, `one card per customer (found ${await choices.count()} buttons)`);
    await expectVisible(page.getByText('Sites').first());
    await page.getByRole('button', { name: 'Select Customer' }).first().click();
    await expectPath(page, '/dashboard');
    await expectVisible(mainNavigation(page));
    check(await stored(page, 'active_customer'), 'the chosen customer is stored');
  }),

  scenario('a user with one customer is auto-selected and lands on /dashboard', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, users.staff);
    await expectPath(page, '/dashboard', 20_000);
    await expectVisible(mainNavigation(page));
    check(!(await page.getByRole('button', { name: 'Select Customer' }).isVisible()), 'no picker is shown');
    const customers = await api<{ data: Customer[] }>(page, '/api/crm/customers/');
    check(customers.data.length === 1, `staff has exactly one customer (found ${customers.data.length})`);
    const active = await stored<Customer>(page, 'active_customer');
    check(active?.id === customers.data[0].id, `that customer is active (stored ${JSON.stringify(active)})`);
  }),

  scenario('a user without customers sees No Customer Access', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, users.nobody);
    await expectVisible(page.getByText('No Customer Access').first(), 20_000);
    await expectVisible(page.getByText('Access Denied').first());
    await expectVisible(
      page.getByText('You do not have access to any customers. Please contact your administrator or support team for assistance.'),
    );
    await expectVisible(page.getByRole('button', { name: 'Logout' }));
    check(!(await mainNavigation(page).isVisible()), 'the app shell is not shown');
  }),

  scenario('switching customer from the user menu toasts and goes to /dashboard', async ({ page }) => {
    await signInToDashboard(page, users.admin);
    const before = await stored<Customer>(page, 'active_customer');
    const customers = await api<{ data: Customer[] }>(page, '/api/crm/customers/');
    const target = customers.data.find((c) => c.id !== before?.id);
    check(target, 'admin has another customer to switch to');
    await page.goto('/sites'); // start away from /dashboard so the redirect is observable
    await expectVisible(mainNavigation(page));
    await openUserMenu(page);
    await menuItem(page, 'Switch Customer').click();
    await menuItem(page, target.name).or(page.getByRole('option', { name: target.name })).first().click();
    await expectVisible(page.getByText(new RegExp(`Switched to\\s*${escapeRegExp(target.name)}`)).first());
    await expectPath(page, '/dashboard');
    const after = await stored<Customer>(page, 'active_customer');
    check(after?.id === target.id, `active customer is now ${target.name} (stored ${JSON.stringify(after)})`);
  }),
];
