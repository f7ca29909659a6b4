import type { Page } from '@playwright/test';
import { expectPath, users } from './support/actions';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

test.use({ signedInAs: users.staff });

const roomsGrid = (page: Page) => page.getByRole('grid', { name: 'Rooms' });

test('? lists the shortcuts, g r goes to the rooms, / searches them, and typing there is text', async ({ page }) => {
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('row', { name: /g then r\s*Go to rooms/ })).toBeVisible();
  await expect(help.getByRole('row', { name: /Enter\s*Open the focused row/ })).toBeVisible();
  await expectAccessible(page, 'keyboard shortcuts help');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expectPath(page, '/rooms');
  await expect(roomsGrid(page).getByRole('row').nth(1)).toBeVisible();

  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search rooms' });
  await expect(search).toBeFocused();
  // In the field `n` is a letter, not "Create room".
  await page.keyboard.type('n');
  await expect(search).toHaveValue('n');
  await expectPath(page, /^\/rooms/);
});

test('j/k then Enter opens a room, and n on a list creates', async ({ page }) => {
  await page.goto('/rooms');
  const firstRow = roomsGrid(page).getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  // The row's first data cell (rooms are selectable: the checkbox cell comes before it).
  const firstCell = firstRow.locator('[role="gridcell"]:not([data-field="__check__"])').first();
  await page.keyboard.press('j');
  await expect(firstCell).toBeFocused();
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await expect(firstCell).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPath(page, /^\/room\/\d+$/);
  // `e` is the Edit button's: it works once the room (and so its header) has loaded.
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('e');
  await expectPath(page, /^\/room\/\d+\/edit$/);

  await page.goto('/rooms');
  await expect(roomsGrid(page).getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('n');
  await expectPath(page, '/room/create');
});
