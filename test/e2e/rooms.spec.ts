import { api, expectPath, field, mainNavigation, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Floor {
  id: number;
  name: string;
  address_id: number;
  address: { id: number; name: string };
}

test.use({ signedInAs: users.staff });

test('a room is created from its floor, found, edited with its history, and deleted', async ({ page }) => {
  const name = `E2E Room ${Date.now()}`;
  const floor = expectFound(
    (await api<{ data: Floor[] }>(page, '/api/crm/floors/?page_size=1')).data[0],
    'the staff site has a floor',
  );

  // A floor's page offers "Add room", which opens the form with that floor chosen.
  await page.goto(`/floor/${floor.id}`);
  await page.getByRole('region', { name: 'Rooms' }).getByRole('link', { name: 'Add room' }).click();
  await expectPath(page, '/room/create');
  await expect(page.getByRole('combobox', { name: 'Floor' })).toHaveValue(`${floor.address.name} · ${floor.name}`);
  await field(page, 'Name').fill(name);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Office' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/room\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectAccessible(page, 'room detail');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: floor.address.name })).toHaveAttribute(
    'href',
    `/address/${floor.address_id}`,
  );
  await expect(crumbs.getByRole('link', { name: floor.name })).toHaveAttribute('href', `/floor/${floor.id}`);

  await mainNavigation(page).getByRole('link', { name: 'Rooms' }).click();
  await expectPath(page, '/rooms');
  await page.getByLabel('Search rooms').fill(name);
  await expect(page).toHaveURL(/search=E2E/);
  const grid = page.getByRole('grid', { name: 'Rooms' });
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(grid.getByText('Office')).toBeVisible();
  await expectAccessible(page, '/rooms');
  await grid.getByText(name).click();
  await expectPath(page, /^\/room\/\d+$/);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expectPath(page, /^\/room\/\d+\/edit$/);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Storage' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/room\/\d+$/);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Sofie Berg changed')).toBeVisible();
  await expect(history.getByText(/Kind: office → storage/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectPath(page, '/rooms');
  await expect(page.getByText('Room deleted')).toBeVisible();
  const after = await api<{ total: number }>(page, `/api/crm/rooms/?search=${encodeURIComponent(name)}`);
  expect(after.total).toBe(0);
});

test('the rooms list filters by an address picked behind its button, and keeps the columns the user chose', async ({
  page,
}) => {
  const floor = expectFound(
    (await api<{ data: Floor[] }>(page, '/api/crm/floors/?page_size=1')).data[0],
    'the staff site has a floor',
  );
  const address = floor.address;
  const { total } = await api<{ total: number }>(page, `/api/crm/rooms/?address_id=${address.id}&page_size=1`);

  await mainNavigation(page).getByRole('link', { name: 'Rooms' }).click();
  await expectPath(page, '/rooms');
  const grid = page.getByRole('grid', { name: 'Rooms' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  // A later page loads under the grid's progress bar, which arrives on that first use.
  const { total: rooms } = await api<{ total: number }>(page, '/api/crm/rooms/?page_size=1');
  expect(rooms, 'the staff site has more than one page of rooms').toBeGreaterThan(25);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByText(`26–${Math.min(50, rooms)} of ${rooms}`, { exact: true })).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(page.getByText(`1–25 of ${rooms}`, { exact: true })).toBeVisible();

  // The address search opens focused, behind the filter bar's Address button.
  await page.getByRole('button', { name: 'Address', exact: true }).click();
  const picker = page.getByRole('combobox', { name: 'Address' });
  await expect(picker).toBeFocused();
  await expectAccessible(page, '/rooms address filter');
  // The search matches street, postal code and city: the street's first word finds the address.
  await picker.fill(address.name.split(' ')[0]);
  await page.getByRole('option', { name: address.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`address_id=${address.id}`));
  await expect(page.getByRole('button', { name: `Address: ${address.name}` })).toBeVisible();
  await expect(page.getByText(new RegExp(`of ${total}$`))).toBeVisible();

  // Columns: the panel opens on the toolbar's button; a hidden column stays hidden after a reload.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Current tenant' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Current tenant' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(grid.getByRole('columnheader', { name: 'Kind' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Current tenant' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Current tenant' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Current tenant' })).toBeVisible();
});
