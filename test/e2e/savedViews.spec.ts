import { api, expectPath, mainNavigation, signInToDashboard, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Floor {
  address: { id: number; name: string };
}

test.use({ signedInAs: users.staff });

test('a view saved in one browser opens in another with the same filters, sort and columns', async ({
  page,
  browser,
  baseURL,
}) => {
  const { address } = expectFound(
    (await api<{ data: Floor[] }>(page, '/api/crm/floors/?page_size=1')).data[0],
    'the staff site has a floor',
  );

  // First browser: filter by an address, sort by room name, hide a column, save it all as "Monday check".
  await mainNavigation(page).getByRole('link', { name: 'Rooms' }).click();
  await expectPath(page, '/rooms');
  const grid = page.getByRole('grid', { name: 'Rooms' });
  await page.getByRole('button', { name: 'Address', exact: true }).click();
  await page.getByRole('combobox', { name: 'Address' }).fill(address.name.split(' ')[0]);
  await page.getByRole('option', { name: address.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`address_id=${address.id}`));
  await grid.getByRole('columnheader', { name: 'Room', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=name\b/);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Current tenant' }).click();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: 'Current tenant' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Monday check');
  await dialog.getByRole('checkbox', { name: "Share with my customer's staff" }).check();
  await expectAccessible(page, '/rooms save view');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // Second browser, the same user signed in anew: the plain list, then the view.
  const other = await browser.newContext({ baseURL });
  try {
    const second = await other.newPage();
    await signInToDashboard(second, users.staff);
    await mainNavigation(second).getByRole('link', { name: 'Rooms' }).click();
    await expectPath(second, '/rooms');
    const secondGrid = second.getByRole('grid', { name: 'Rooms' });
    await expect(secondGrid.getByRole('columnheader', { name: 'Current tenant' })).toBeVisible();
    await second.getByRole('button', { name: 'Views' }).click();
    await expectAccessible(second, '/rooms views menu');
    await second.getByRole('menuitem', { name: /Monday check/ }).click();
    await expect(second).toHaveURL(new RegExp(`address_id=${address.id}`));
    await expect(second).toHaveURL(/[?&]sort=name\b/);
    await expect(second.getByRole('button', { name: `Address: ${address.name}` })).toBeVisible();
    await expect(secondGrid.getByRole('columnheader', { name: /^Room/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(secondGrid.getByRole('columnheader', { name: 'Kind' })).toBeVisible();
    await expect(secondGrid.getByRole('columnheader', { name: 'Current tenant' })).toHaveCount(0);
    await expectAccessible(second, '/rooms with a saved view');
  } finally {
    await other.close();
  }
});
