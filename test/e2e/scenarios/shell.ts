import type { Page } from 'playwright-core';
import { expectVisible, mainNavigation, menuItem, openUserMenu, signInToDashboard, users } from '../support/actions';
import { check, scenario } from '../support/harness';

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
  for (const name of advancedEntries) check(!(await navEntryVisible(page, name)), `${name} is hidden without Advanced Mode`);
  await openUserMenu(page);
  await menuItem(page, 'Advanced Mode').click();
  await page.keyboard.press('Escape');
  await expectVisible(mainNavigation(page).getByRole('link', { name: 'Networks', exact: true }));
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

export default [
  scenario('a collapsed sidebar stays collapsed after a reload', async ({ page }) => {
    await signInToDashboard(page, users.staff);
    const openWidth = await sidebarWidth(page);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expectVisible(page.getByRole('button', { name: 'Expand sidebar' }));
    await page.waitForTimeout(400); // the width animates
    const collapsedWidth = await sidebarWidth(page);
    check(collapsedWidth < openWidth, `the sidebar narrows when collapsed (${openWidth}px → ${collapsedWidth}px)`);
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Expand sidebar' }));
    check(!(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible()), 'still collapsed after reload');
  }),

  scenario('Advanced Mode reveals Networks, Outlets, Wireless and Doorbells', async ({ page }) => {
    await signInToDashboard(page, users.staff);
    await setAdvancedModeOn(page);
    for (const name of advancedEntries) check(await navEntryVisible(page, name), `${name} is listed with Advanced Mode on`);
    check(!(await navEntryVisible(page, 'Devices')), 'Devices is for superusers only');
    await page.reload();
    await expectVisible(mainNavigation(page).getByRole('link', { name: 'Networks', exact: true }));
  }),

  scenario('Advanced Mode also reveals Devices for a superuser', async ({ page }) => {
    await signInToDashboard(page, users.admin);
    check(!(await navEntryVisible(page, 'Devices')) || (await navEntryVisible(page, 'Networks')), 'Devices needs Advanced Mode');
    await setAdvancedModeOn(page);
    await expectVisible(mainNavigation(page).getByRole('link', { name: 'Devices', exact: true }));
  }),

  scenario('the dark theme is kept after a reload', async ({ page }) => {
    await signInToDashboard(page, users.staff);
    check((await pageBackgroundLuminance(page)) > 0.5, 'the page starts light (system preference is light)');
    await openUserMenu(page);
    await menuItem(page, 'Dark').click();
    await page.waitForFunction(() => {
      const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? ['255']).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.3;
    }, undefined, { timeout: 5000 }).catch(() => undefined);
    check((await pageBackgroundLuminance(page)) < 0.3, 'the background turns dark');
    await page.reload();
    await expectVisible(mainNavigation(page));
    check((await pageBackgroundLuminance(page)) < 0.3, 'the background is still dark after reload');
  }),
];
