import { api, expectPath, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Floor {
  id: number;
  name: string;
  address: { id: number; name: string };
}

test.use({ signedInAs: users.staff });

test('rooms are imported from a CSV: the dry run names the bad lines, the fixed file passes and the rooms are listed', async ({
  page,
}) => {
  const floor = expectFound(
    (await api<{ data: Floor[] }>(page, '/api/crm/floors/?page_size=1')).data[0],
    'the staff site has a floor',
  );
  const prefix = `E2E Import ${Date.now()}`;
  const place = `"${floor.address.name}";"${floor.name}"`;
  // `;` separated, as European spreadsheets save it.
  const csv = (rows: string[]) => ({
    name: 'rooms.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['address;floor;name;kind', ...rows].join('\r\n') + '\r\n'),
  });
  const good = [`${place};${prefix} A;office`, `${place};${prefix} B;storage`, `${place};${prefix} C;apartment`];

  await page.goto('/rooms');
  await expectPath(page, '/rooms');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import rooms' });
  await expect(dialog.getByRole('button', { name: 'Download template' })).toBeVisible();

  // Line 3 has a kind the rooms do not know, line 4 a floor the address does not have.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      csv([good[0], `${place};${prefix} B;castle`, `"${floor.address.name}";No such floor;${prefix} C;apartment`]),
    );
  await expect(
    dialog.getByText('1 to create, 0 to update, 0 unchanged, 2 with errors', { exact: false }),
  ).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Dry run' });
  const line3 = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '3', exact: true }) });
  const line4 = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '4', exact: true }) });
  await expect(line3.getByRole('cell', { name: 'kind', exact: true })).toBeVisible();
  await expect(line3.getByRole('cell').nth(3)).not.toBeEmpty();
  await expect(line4.getByRole('cell', { name: 'floor', exact: true })).toBeVisible();
  await expect(line4.getByRole('cell').nth(3)).not.toBeEmpty();
  await expectAccessible(page, 'import dry run');

  // The fixed file checks clean and is imported.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.locator('input[type="file"]').setInputFiles(csv(good));
  await expect(
    dialog.getByText('3 to create, 0 to update, 0 unchanged, 0 with errors', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Import only if every row passes' }).click();
  await expect(dialog.getByText('Import finished: 3 created.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'Download result CSV' })).toBeVisible();
  await expectAccessible(page, 'import result');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search rooms').fill(prefix);
  const grid = page.getByRole('grid', { name: 'Rooms' });
  await expect(grid.getByRole('row')).toHaveCount(4); // the header and the three rooms
  for (const name of ['A', 'B', 'C']) await expect(grid.getByText(`${prefix} ${name}`)).toBeVisible();
});
