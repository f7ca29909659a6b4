import { expectPath, stored, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

test.use({ signedInAs: users.admin });

test("customers: search the user's customers, open one with its counts, switch to it", async ({ page }) => {
  const active = expectFound(
    await stored<{ id: number; name: string }>(page, 'active_customer'),
    'a customer is active',
  );
  await page.goto('/customers');
  const grid = page.getByRole('grid', { name: 'Customers' });
  const activeRow = grid.getByRole('row').filter({ hasText: active.name });
  await expect(activeRow.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/Customers are read-only here/)).toBeVisible();
  await expectAccessible(page, '/customers');
  await expect(page.getByRole('button', { name: /create|export/i })).toHaveCount(0);

  const other = active.name.startsWith('Trondheim') ? 'Nordlys Eiendom AS' : 'Trondheim Studentbolig';
  await page.getByLabel('Search customers').fill(other.split(' ')[0].toLowerCase());
  await expect(grid.getByText(active.name)).toBeHidden();
  await grid.getByText(other).click();

  await expectPath(page, /^\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });
  for (const label of ['Sites', 'Addresses', 'Floors', 'Rooms', 'Tenants', 'Users']) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'customer detail');
  // Another customer's counts: no links into the active customer's lists.
  await expect(stats.getByRole('link')).toHaveCount(0);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Customers' })).toBeVisible();

  const customerPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Switch to this customer' }).click();
  await expect(page.getByText(`Switched to ${other}`)).toBeVisible();
  await expectPath(page, '/dashboard');

  await page.goto(customerPath);
  await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to this customer' })).toHaveCount(0);
  await expect(stats.getByRole('link', { name: /^Rooms \d+$/ })).toHaveAttribute('href', '/rooms');
});
