import { readFileSync } from 'node:fs';
import { api, expectPath, field, mainNavigation, users } from './support/actions';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

test.use({ signedInAs: users.staff });

test('an address is created, found, edited with its history, exported and deleted', async ({ page }) => {
  const street = `E2E Street ${Date.now()}`;
  await mainNavigation(page).getByRole('link', { name: 'Addresses' }).click();
  await expectPath(page, '/addresses');
  await page.getByRole('button', { name: 'Create address' }).click();
  await expectPath(page, '/address/create');
  await field(page, 'Street').fill(street);
  await field(page, 'House number').fill('7');
  await field(page, 'City').fill('Trondheim');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/address\/\d+$/);
  await expect(page.getByRole('heading', { name: `${street} 7` })).toBeVisible();
  await expectAccessible(page, 'address detail');

  await mainNavigation(page).getByRole('link', { name: 'Addresses' }).click();
  await page.getByLabel('Search addresses').fill(street);
  await expect(page).toHaveURL(/search=E2E/);
  const grid = page.getByRole('grid', { name: 'Addresses' });
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and the one match
  await expectAccessible(page, '/addresses');
  await grid.getByText(`${street} 7`).click();
  await expectPath(page, /^\/address\/\d+$/);

  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'City').fill('Oslo');
  await expectAccessible(page, 'address form');
  // The browser's Back asks before unsaved changes are lost, and Keep editing stays on the form.
  await page.goBack();
  const unsaved = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await unsaved.getByRole('button', { name: 'Keep editing' }).click();
  await expect(unsaved).toBeHidden();
  await expectPath(page, /^\/address\/\d+\/edit$/);
  await expect(field(page, 'City')).toHaveValue('Oslo');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/address\/\d+$/);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Sofie Berg changed')).toBeVisible();
  await expect(history.getByText('Trondheim', { exact: true })).toBeVisible(); // the update's before
  await expect(history.getByText(/→ Oslo/)).toBeVisible();

  await page.goBack(); // the edit form
  await page.goBack(); // the detail page
  await page.goBack(); // the list, still searched
  await expectPath(page, '/addresses');
  await expect(page.getByLabel('Search addresses')).toHaveValue(street);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await downloaded).path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  const listed = await api<{ total: number }>(page, `/api/crm/addresses/?search=${encodeURIComponent(street)}`);
  expect(lines.length - 1, 'the CSV holds as many rows as the list').toBe(listed.total);
  expect(lines[1]).toContain(street);

  await grid.getByText(`${street} 7`).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectPath(page, '/addresses');
  await expect(page.getByText('Address deleted')).toBeVisible();
  const after = await api<{ total: number }>(page, `/api/crm/addresses/?search=${encodeURIComponent(street)}`);
  expect(after.total).toBe(0);
});
