import { api, expectPath, field, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Room {
  id: number;
  name: string;
  address_id: number;
  address: { id: number; name: string };
}

interface PresetMessage {
  id: number;
  text: string;
}

test.use({ signedInAs: users.staff });

test('a doorbell is created through the form, found, edited with its history, and deleted', async ({ page }) => {
  const name = `E2E Doorbell ${Date.now()}`;
  const room = expectFound(
    (await api<{ data: Room[] }>(page, '/api/crm/rooms/?page_size=1')).data[0],
    'the staff site has a room',
  );

  await page.goto('/doorbells');
  // Loaded: Export CSV turns enabled (a 250 ms colour transition) once the list has rows.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expectAccessible(page, '/doorbells');
  await page.getByRole('button', { name: 'Create doorbell' }).click();
  await expectPath(page, '/doorbell/create');
  await field(page, 'Name').fill(name);
  // The address picker searches the server by street.
  await page.getByRole('combobox', { name: 'Address' }).fill(room.address.name.split(' ')[0]);
  await page.getByRole('option', { name: room.address.name, exact: true }).click();
  await page.getByRole('combobox', { name: 'Rooms it rings' }).click();
  await page.getByRole('option', { name: room.name, exact: true }).click();
  await field(page, 'Device id').fill(`E2E-${Date.now()}`);
  await expectAccessible(page, 'doorbell form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/doorbell\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const details = page.getByRole('region', { name: 'Doorbell' });
  await expect(details.getByRole('link', { name: room.name })).toHaveAttribute('href', `/room/${room.id}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Doorbells' })).toHaveAttribute('href', '/doorbells');
  await expect(crumbs.getByText(name)).toBeVisible();
  await expectAccessible(page, 'doorbell detail');

  await page.goto('/doorbells');
  await page.getByLabel('Search doorbells').fill(name);
  await expect(page).toHaveURL(/search=E2E/);
  const grid = page.getByRole('grid', { name: 'Doorbells' });
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and the one match
  await grid.getByText(name).click();
  await expectPath(page, /^\/doorbell\/\d+$/);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expectPath(page, /^\/doorbell\/\d+\/edit$/);
  await expect(page.getByRole('button', { name: room.name })).toBeVisible(); // the chosen room's chip
  await field(page, 'Description').fill('Left of the mailboxes');
  await expectAccessible(page, 'doorbell edit form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/doorbell\/\d+$/);
  await expect(page.getByText('Left of the mailboxes', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Sofie Berg changed')).toBeVisible();
  await expect(history.getByText(/Left of the mailboxes/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectPath(page, '/doorbells');
  await expect(page.getByText('Doorbell deleted')).toBeVisible();
  const after = await api<{ total: number }>(page, `/api/crm/doorbells/?search=${encodeURIComponent(name)}`);
  expect(after.total).toBe(0);
});

test('preset messages are added, edited, reordered (kept after a reload) and deleted', async ({ page }) => {
  const stamp = Date.now();
  const first = `E2E first ${stamp}`;
  const second = `E2E second ${stamp}`;
  const presetTexts = async () =>
    (await api<{ data: PresetMessage[] }>(page, '/api/crm/doorbells/preset-messages/?page_size=100')).data.map(
      (message) => message.text,
    );

  await page.goto('/doorbells');
  await page.getByRole('link', { name: 'Preset messages' }).click();
  await expectPath(page, '/doorbell/preset-messages');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Doorbells' })).toHaveAttribute('href', '/doorbells');

  for (const text of [first, `${second} draft`]) {
    await page.getByRole('button', { name: 'Add message' }).click();
    await page.getByRole('dialog').getByLabel('Text').fill(text);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  const list = page.getByRole('list', { name: 'Preset messages' });
  await expect(list.getByText(`${second} draft`)).toBeVisible();
  await expectAccessible(page, '/doorbell/preset-messages');

  await page.getByRole('button', { name: `Edit: ${second} draft` }).click();
  await expectAccessible(page, 'preset message dialog');
  await page.getByRole('dialog').getByLabel('Text').fill(second);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText(second, { exact: true })).toBeVisible();
  // The messages have no pages of their own: their History is under the list.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(`${second} draft`, { exact: true })).toBeVisible();

  // New messages go last; moving the second up puts it before the first, on the server too.
  const before = await presetTexts();
  expect(before.slice(-2)).toEqual([first, second]);
  await page.getByRole('button', { name: `Move up: ${second}` }).click();
  await expect(page.getByText(/Moved "E2E second/)).toBeVisible();
  await page.reload();
  const items = page.getByRole('list', { name: 'Preset messages' }).getByRole('listitem');
  await expect(items.filter({ hasText: first })).toBeVisible();
  const shown = await items.allInnerTexts();
  expect(shown.findIndex((text) => text.includes(second))).toBe(shown.findIndex((text) => text.includes(first)) - 1);
  expect((await presetTexts()).slice(-2)).toEqual([second, first]);

  for (const text of [first, second]) {
    await page.getByRole('button', { name: `Delete: ${text}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('list', { name: 'Preset messages' }).getByText(text, { exact: true })).toBeHidden();
  }
  expect(await presetTexts()).not.toContain(first);
  expect(await presetTexts()).not.toContain(second);
});
