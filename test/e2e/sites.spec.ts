import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import {
  activeSite,
  api,
  expectPath,
  field,
  mainNavigation,
  menuItem,
  openUserMenu,
  stored,
  users,
} from './support/actions';
import { expect, expectFound, test } from './support/fixtures';

interface Site {
  id: number;
  name: string;
}
interface SiteList {
  data: Site[];
  total: number;
}

declare global {
  interface Window {
    /** Bound by the site-switch scenario: the page reports the "Site changed" toast through it. */
    reportSiteChangedToast?: () => void;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The site form's labels (fields of requirements §3). */
const label = {
  name: 'Name',
  prefix: 'Network prefix',
  netmask: 'Netmask',
  minVlan: 'Tenant min VLAN ID',
  maxVlan: 'Tenant max VLAN ID',
  portalDns: 'Portal DNS',
  background: 'Portal background color',
  description: 'Description',
};

// Save sits in the page header beside the title, as on every form page; it submits the form by its id.
const submitButton = (page: Page) => page.getByRole('button', { name: 'Create site', exact: true });
const listSites = (page: Page) => api<SiteList>(page, '/api/crm/sites/?page=1&page_size=100');

async function openCreateForm(page: Page): Promise<void> {
  await openUserMenu(page);
  await menuItem(page, 'Switch Site').click();
  await menuItem(page, 'Add site').click();
  await expectPath(page, '/site/create');
  await expect(field(page, label.name)).toBeVisible();
}

test.use({ signedInAs: users.staff });

test('site create refuses invalid data with the requirements §5 messages and creates nothing', async ({ page }) => {
  const before = await listSites(page);
  await openCreateForm(page);
  await field(page, label.prefix).fill('10.1.2.3');
  await field(page, label.netmask).fill('24');
  await field(page, label.minVlan).fill('200');
  await field(page, label.maxVlan).fill('100');
  await field(page, label.portalDns).fill('not a dns name');
  await field(page, label.background).fill('blue');
  await submitButton(page).click();
  for (const message of [
    'Site name is required',
    'Must be a valid network prefix (e.g. 10.1.2.0)',
    'Min VLAN ID must be less than Max VLAN ID',
    'Must be a valid DNS name',
    'Must be a valid hex color',
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await field(page, label.prefix).fill('10.1.2.0');
  await field(page, label.netmask).fill('');
  await field(page, label.netmask).blur();
  await expect(page.getByText('Both prefix and netmask must be provided together').first()).toBeVisible();
  await expectAccessible(page, 'site create with errors');
  await page.waitForTimeout(500); // give a wrongly sent request time to land
  await expectPath(page, '/site/create');
  expect((await listSites(page)).total, 'no site was created').toBe(before.total);
});

test('site create with valid data creates the site and shows it', async ({ page }) => {
  const name = `E2E Site ${Date.now()}`;
  await openCreateForm(page);
  await field(page, label.name).fill(name);
  await field(page, label.description).fill('Created by the browser tests');
  await field(page, label.prefix).fill('10.20.30.0');
  await field(page, label.netmask).fill('24');
  await field(page, label.background).fill('#1a2b3c');
  await submitButton(page).click();
  await expectPath(page, /^\/(site\/\d+|sites|site)$/);
  await expect(page.getByText(name).first()).toBeVisible();
  const created = (await listSites(page)).data.find((site) => site.name === name);
  expect(created, `the API lists the new site "${name}"`).toBeDefined();
});

test('/site links to all sites; the Site entry stays marked on the site pages, which pass the accessibility check', async ({
  page,
}) => {
  const siteEntry = mainNavigation(page).getByRole('link', { name: 'Site', exact: true });
  await siteEntry.click();
  await expectPath(page, '/site');
  await expect(page.getByRole('link', { name: 'All sites' })).toBeVisible(); // the dashboard has gone
  await expect(page.getByRole('link', { name: /^Rooms \d+$/ })).toBeVisible();
  await expect(siteEntry).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, '/site');

  await page.getByRole('link', { name: 'All sites' }).click();
  await expectPath(page, '/sites');
  const grid = page.getByRole('grid', { name: 'Sites' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(siteEntry, 'Site stays marked on /sites').toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, '/sites');

  const active = await activeSite(page);
  const other = expectFound(
    (await listSites(page)).data.find((site) => site.id !== active.id),
    'the customer has another site to open',
  );
  await page.goto(`/site/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Rooms \d+$/ })).toBeVisible();
  await expect(siteEntry, 'Site stays marked on /site/{id}').toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, '/site/{id}');

  await page.goto('/site/edit');
  await expect(field(page, label.name)).not.toHaveValue('');
  await expectAccessible(page, '/site/edit');
});

test('a Site result of quick search makes that site active, so /site shows it', async ({ page }) => {
  const active = await activeSite(page);
  const target = expectFound(
    (await listSites(page)).data.find((site) => site.id !== active.id),
    'staff has another site to find',
  );
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search query' }).fill(target.name);
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(target.name)}.*Switches to this site$`) }).click();
  await reloaded;
  await expectPath(page, '/site');
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  expect((await stored<Site>(page, 'active_site'))?.id, `${target.name} is the active site`).toBe(target.id);
});

test('switching site from the user menu toasts, reloads and activates it', async ({ page }) => {
  const active = await activeSite(page);
  const target = expectFound(
    (await listSites(page)).data.find((site) => site.id !== active.id),
    'staff has another site to switch to',
  );
  await openUserMenu(page);
  await menuItem(page, 'Switch Site').click();
  // The toast lives 300 ms before the reload wipes it: watch the DOM from inside the page and
  // report through a binding, which fires at once instead of waiting for a polling locator.
  let toastSeen = false;
  await page.exposeBinding('reportSiteChangedToast', () => {
    toastSeen = true;
  });
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.body.innerText.includes('Site changed')) window.reportSiteChangedToast?.();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await menuItem(page, target.name).click();
  await reloaded;
  expect(toastSeen, 'the toast "Site changed" was shown before the reload').toBe(true);
  await expect(mainNavigation(page)).toBeVisible();
  const after = await stored<Site>(page, 'active_site');
  expect(after?.id, `the stored active site is ${target.name}`).toBe(target.id);
  const me = await api<{ last_active_site: number | null }>(page, '/api/crm/users/me/');
  expect(me.last_active_site, `the server remembers ${target.name} as the last active site`).toBe(target.id);
});
