import type { Page } from '@playwright/test';
import { mainNavigation, menuItem, openUserMenu, users } from './support/actions';
import { expect, test } from './support/fixtures';

const advancedEntries = ['Networks', 'Outlets', 'Wireless', 'Doorbells'];

async function sidebarWidth(page: Page): Promise<number> {
  return (await mainNavigation(page).boundingBox())?.width ?? 0;
}

async function navEntryVisible(page: Page, name: string): Promise<boolean> {
  return mainNavigation(page).getByRole('link', { name, exact: true }).isVisible();
}

/** Turns Advanced Mode on through the user menu (turning it off first when the server remembered it on). */
async function setAdvancedModeOn(page: Page): Promise<void> {
  if (await navEntryVisible(page, 'Networks')) {
    await openUserMenu(page);
    await menuItem(page, 'Advanced Mode').click();
    await page.keyboard.press('Escape');
  }
  await mainNavigation(page).getByRole('link', { name: 'Networks', exact: true }).waitFor({ state: 'hidden' });
  for (const name of advancedEntries) {
    expect(await navEntryVisible(page, name), `${name} is hidden without Advanced Mode`).toBe(false);
  }
  await openUserMenu(page);
  await menuItem(page, 'Advanced Mode').click();
  await page.keyboard.press('Escape');
  await expect(mainNavigation(page).getByRole('link', { name: 'Networks', exact: true })).toBeVisible();
}

/** Background colour the user sees: the first non-transparent one from body up. */
async function pageBackgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    for (const el of [document.body, document.documentElement]) {
      const [r, g, b, a = 1] = (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      if (a > 0 && r !== undefined) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    }
    return 1; // transparent all the way: the canvas is white
  });
}

test.use({ signedInAs: users.staff });

test('a collapsed sidebar stays collapsed after a reload', async ({ page }) => {
  const openWidth = await sidebarWidth(page);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.waitForTimeout(400); // the width animates
  const collapsedWidth = await sidebarWidth(page);
  expect(collapsedWidth, 'the sidebar narrows when collapsed').toBeLessThan(openWidth);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  expect(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible(), 'still collapsed after reload').toBe(
    false,
  );
});

test('Advanced Mode reveals Networks, Outlets, Wireless and Doorbells', async ({ page }) => {
  await setAdvancedModeOn(page);
  for (const name of advancedEntries) {
    expect(await navEntryVisible(page, name), `${name} is listed with Advanced Mode on`).toBe(true);
  }
  expect(await navEntryVisible(page, 'Devices'), 'Devices is for superusers only').toBe(false);
  await page.reload();
  await expect(mainNavigation(page).getByRole('link', { name: 'Networks', exact: true })).toBeVisible();
});

test.describe('signed in as a superuser', () => {
  test.use({ signedInAs: users.admin });

  test('Advanced Mode also reveals Devices for a superuser', async ({ page }) => {
    const devicesNeedAdvancedMode =
      !(await navEntryVisible(page, 'Devices')) || (await navEntryVisible(page, 'Networks'));
    expect(devicesNeedAdvancedMode, 'Devices needs Advanced Mode').toBe(true);
    await setAdvancedModeOn(page);
    await expect(mainNavigation(page).getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
  });
});

test('the dark theme is kept after a reload', async ({ page }) => {
  expect(await pageBackgroundLuminance(page), 'the page starts light (system preference is light)').toBeGreaterThan(
    0.5,
  );
  await openUserMenu(page);
  await menuItem(page, 'Dark').click();
  await expect
    .poll(() => pageBackgroundLuminance(page), { message: 'the background turns dark', timeout: 5000 })
    .toBeLessThan(0.3);
  await page.reload();
  await expect(mainNavigation(page)).toBeVisible();
  expect(await pageBackgroundLuminance(page), 'the background is still dark after reload').toBeLessThan(0.3);
});
