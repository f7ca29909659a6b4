import type { Page } from 'playwright-core';
import { api, expectPath, expectVisible, field, mainNavigation, menuItem, openUserMenu, signInToDashboard, stored, users } from '../support/actions';
import { check, scenario } from '../support/harness';

interface Site { id: number; name: string }
interface SiteList { data: Site[]; total: number }

/** The form's labels (site form of issue 2 §3, fields of spec §3). */
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

const submitButton = (page: Page) => page.getByRole('form', { name: 'Site form' }).getByRole('button', { name: 'Create site' });
const listSites = (page: Page) => api<SiteList>(page, '/api/crm/sites/?page=1&page_size=100');

async function openCreateForm(page: Page): Promise<void> {
  await openUserMenu(page);
  await menuItem(page, 'Switch Site').click();
  await menuItem(page, 'Add site').click();
  await expectPath(page, '/site/create');
  await expectVisible(field(page, label.name));
}

export default [
  scenario('site create refuses invalid data with the §5 messages and creates nothing', async ({ page }) => {
    await signInToDashboard(page, users.staff);
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
    ]) await expectVisible(page.getByText(message, { exact: true }).first());
    await field(page, label.prefix).fill('10.1.2.0');
    await field(page, label.netmask).fill('');
    await field(page, label.netmask).blur();
    await expectVisible(page.getByText('Both prefix and netmask must be provided together').first());
    await page.waitForTimeout(500); // give a wrongly sent request time to land
    await expectPath(page, '/site/create');
    check((await listSites(page)).total === before.total, 'no site was created');
  }),

  scenario('site create with valid data creates the site and shows it', async ({ page }) => {
    await signInToDashboard(page, users.staff);
    const name = `E2E Site ${Date.now()}`;
    await openCreateForm(page);
    await field(page, label.name).fill(name);
    await field(page, label.description).fill('Created by the browser tests');
    await field(page, label.prefix).fill('10.20.30.0');
    await field(page, label.netmask).fill('24');
    await field(page, label.background).fill('#1a2b3c');
    await submitButton(page).click();
    await expectPath(page, /^\/(site\/\d+|sites|site)$/);
    await expectVisible(page.getByText(name).first());
    const created = (await listSites(page)).data.find((site) => site.name === name);
    check(created, `the API lists the new site "${name}"`);
  }),

  scenario('switching site from the user menu toasts, reloads and activates it', async ({ page }) => {
    await signInToDashboard(page, users.staff);
    const active = await stored<Site>(page, 'active_site');
    const target = (await listSites(page)).data.find((site) => site.id !== active?.id);
    check(target, 'staff has another site to switch to');
    await openUserMenu(page);
    await menuItem(page, 'Switch Site').click();
    // The toast lives 300 ms before the reload wipes it: watch the DOM from inside the page and
    // report through a binding, which fires at once instead of waiting for a polling locator.
    let toastSeen = false;
    await page.exposeBinding('reportSiteChangedToast', () => { toastSeen = true; });
    await page.evaluate(() => {
      const report = (window as unknown as { reportSiteChangedToast: () => void }).reportSiteChangedToast;
      new MutationObserver(() => { if (document.body.innerText.includes('Site changed')) report(); })
        .observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    await menuItem(page, target.name).click();
    await reloaded;
    check(toastSeen, 'the toast "Site changed" was shown before the reload');
    await expectVisible(mainNavigation(page));
    const after = await stored<Site>(page, 'active_site');
    check(after?.id === target.id, `the stored active site is ${target.name} (stored ${JSON.stringify(after)})`);
    const me = await api<{ last_active_site: number | null }>(page, '/api/crm/users/me/');
    check(me.last_active_site === target.id, `the server remembers ${target.name} as the last active site`);
  }),
];
