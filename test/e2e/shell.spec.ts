import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectPath, mainNavigation, menuItem, openUserMenu, signIn, users } from './support/actions';
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

const quickSearch = (page: Page) => page.getByRole('dialog', { name: 'Quick search' });

test.describe('signing in', () => {
  test.use({ signedInAs: undefined });

  test('Ctrl+K right after signing in, before any click, opens quick search', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, users.staff);
    // Pressed as soon as the dashboard is the page, while the app shell may still be loading.
    await expectPath(page, '/dashboard', 20_000);
    await page.keyboard.press('Control+K');
    await expect(quickSearch(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search query' })).toBeFocused();
    await expectAccessible(page, 'quick search');
    await page.keyboard.press('Escape');
    await expect(quickSearch(page)).toBeHidden();
    await page.keyboard.press('Control+K');
    await expect(quickSearch(page), 'the shortcut keeps working').toBeVisible();
  });
});

test.use({ signedInAs: users.staff });

test('the dashboard passes the accessibility check, and its count cards open their lists in the shell', async ({
  page,
}) => {
  const site = page.getByRole('region', { name: /overview$/ }).last();
  await expect(site.getByRole('link', { name: /^Rooms \d+$/ })).toBeVisible();
  await expectAccessible(page, 'dashboard');
  await site.getByRole('link', { name: /^Rooms \d+$/ }).click();
  await expectPath(page, '/rooms');
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expectAccessible(page, 'not-found (signed in)');
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expectPath(page, '/dashboard');
});

test('on a phone the breadcrumbs show an ellipsis and the last two levels', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/site/create');
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('button', { name: 'Show path' })).toBeVisible();
  for (const level of [trail.getByRole('link', { name: 'Sites' }), trail.getByText('New site', { exact: true })]) {
    await expect(level).toBeVisible();
    const box = await level.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'the level lies within the screen').toBe(true);
    const clipped = await level.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped, 'the level is not cut short').toBe(false);
  }
  expect(await trail.getByRole('link', { name: 'Dashboard' }).isVisible(), 'the first levels fold away').toBe(false);
  await expectAccessible(page, 'site create (phone)');
});

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
  await expect(page.getByRole('link', { name: /^Rooms \d+$/ }).first()).toBeVisible();
  await expectAccessible(page, 'dashboard (dark)');
  await page.goto('/site');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Rooms \d+$/ })).toBeVisible();
  await expectAccessible(page, '/site (dark)');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'not-found (dark)');
});
