import { api, expectPath, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Floor {
  id: number;
  name: string;
}

test.use({ signedInAs: users.staff });

test('rooms edited in bulk: ticked rows, the preview, the job, then Undo from the toast restores them', async ({
  page,
}) => {
  test.setTimeout(180_000); // three rooms, a preview, a job and its undo on a shared machine
  const floor = expectFound(
    (await api<{ data: Floor[] }>(page, '/api/crm/floors/?page_size=1')).data[0],
    'the staff site has a floor',
  );
  const prefix = `E2E Bulk ${Date.now()}`;
  for (const name of ['A', 'B', 'C'])
    await api(page, '/api/crm/rooms/', {
      method: 'POST',
      body: { floor_id: floor.id, name: `${prefix} ${name}`, kind: 'office' },
    });
  const kinds = async () =>
    (
      await api<{ data: { name: string; kind: string }[] }>(
        page,
        `/api/crm/rooms/?search=${encodeURIComponent(prefix)}&ordering=name`,
      )
    ).data.map((room) => room.kind);

  await page.goto('/rooms');
  await expectPath(page, '/rooms');
  await page.getByLabel('Search rooms').fill(prefix);
  const grid = page.getByRole('grid', { name: 'Rooms' });
  await expect(grid.getByRole('row')).toHaveCount(4); // the header and the three rooms
  const rowOf = (name: string) => grid.getByRole('row').filter({ hasText: `${prefix} ${name}` });
  await rowOf('A').getByRole('checkbox').check();
  await rowOf('B').getByRole('checkbox').check();
  await expect(page).toHaveURL(/\/rooms/); // ticking a row does not open it
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select all 3 matching' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit 2 rooms' });
  await dialog.getByLabel('Set kind').check();
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Storage' }).click();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('2 of 2 rooms will change', { exact: false })).toBeVisible();
  await expect(dialog.getByText(`${prefix} A`)).toBeVisible();
  await expect(dialog.getByText('Kind: office → storage').first()).toBeVisible();
  expect(await kinds()).toEqual(['office', 'office', 'office']); // a preview saves nothing
  await expectAccessible(page, 'bulk edit preview');

  await dialog.getByRole('button', { name: 'Apply to 2 rooms' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('2 rooms changed')).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Storage' })).toHaveCount(2);
  expect(await kinds()).toEqual(['storage', 'storage', 'office']);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Bulk edit undone')).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Office' })).toHaveCount(3);
  expect(await kinds()).toEqual(['office', 'office', 'office']);
});
