import { api, expectPath, field, mainNavigation, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Address {
  id: number;
  name: string;
  street: string;
}

test.use({ signedInAs: users.staff });

test('a floor is created, found, edited with its history, and deleted', async ({ page }) => {
  const name = `E2E Floor ${Date.now()}`;
  const address = expectFound(
    (await api<{ data: Address[] }>(page, '/api/crm/addresses/?page_size=1')).data[0],
    'the staff site has an address',
  );

  await mainNavigation(page).getByRole('link', { name: 'Floors' }).click();
  await expectPath(page, '/floors');
  await page.getByRole('button', { name: 'Create floor' }).click();
  await expectPath(page, '/floor/create');
  // The address is searched on the server as the user types (it searches street, postal code and city).
  const searched = page.waitForResponse((res) => /\/api\/crm\/addresses\/\?.*search=/.test(res.url()));
  // Clicked first, as a user does: a programmatic fill into an unfocused picker can be reset by its re-render.
  const addressPicker = page.getByRole('combobox', { name: 'Address' });
  await addressPicker.click();
  await addressPicker.fill(address.street);
  await searched; // the options of the typed text, not the first ones shown on opening
  await page.getByRole('option', { name: address.name, exact: true }).click();
  await field(page, 'Name').fill(name);
  await field(page, 'Level').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/floor\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectAccessible(page, 'floor detail');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: address.name })).toHaveAttribute('href', `/address/${address.id}`);

  await mainNavigation(page).getByRole('link', { name: 'Floors' }).click();
  await page.getByLabel('Search floors').fill(name);
  await expect(page).toHaveURL(/search=E2E/);
  const grid = page.getByRole('grid', { name: 'Floors' });
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and the one match
  await grid.getByText(name).click();
  await expectPath(page, /^\/floor\/\d+$/);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expectPath(page, /^\/floor\/\d+\/edit$/);
  await field(page, 'Level').fill('8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/floor\/\d+$/);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Sofie Berg changed')).toBeVisible();
  await expect(history.getByText(/Level: 7 → 8/)).toBeVisible();
  await expectAccessible(page, 'floor history');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectPath(page, '/floors');
  await expect(page.getByText('Floor deleted')).toBeVisible();
  const after = await api<{ total: number }>(page, `/api/crm/floors/?search=${encodeURIComponent(name)}`);
  expect(after.total).toBe(0);
});
