import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../server/src/mikrotik/simulator/simulator';
import { createSeedData } from '../../../server/src/mikrotik/simulator/seedData';
import { api, expectPath, expectVisible, field, mainNavigation, menuItem, openUserMenu, signInToDashboard, users } from '../support/actions';
import { check, scenario } from '../support/harness';

interface Device { id: number; identity: string | null; system_identity: string | null; unique_id: string | null; last_sync_at: string | null }
interface SiteList { data: { id: number; name: string }[] }

/** Login of every simulated router. */
const router = { user: 'admin', password: 'e2e-sim-secret' };
let simulatorCount = 0;

/** What one simulated router reports: unique, so the page can only have it from a sync of that router. */
interface SimulatedRouter { identity: string; serial: string }

/**
 * Runs `body` with a RouterOS simulator on a free loopback port (the server under test connects to
 * it like to a router) and always stops it, so each scenario stands alone. Each simulator has its
 * own serial: the server refuses a second device reporting a unique ID that another one has.
 */
async function withSimulator(body: (sim: RouterOsSimulator, reported: SimulatedRouter) => Promise<void>): Promise<void> {
  const stamp = `${Date.now().toString(36)}${++simulatorCount}`.toUpperCase();
  const reported = { identity: `sim-gw-${stamp.toLowerCase()}`, serial: `E2E${stamp}` };
  const seed = createSeedData();
  seed.singletons['/system/identity'].name = reported.identity;
  seed.singletons['/system/routerboard']['serial-number'] = reported.serial;
  const sim = await startRouterOsSimulator({ host: '127.0.0.1', port: 0, seed, users: [{ name: router.user, password: router.password }] });
  try {
    await body(sim, reported);
  } finally {
    await sim.close();
  }
}

const listDevices = (page: Page) => api<Device[]>(page, '/api/mikrotik/devices/');
const uniqueIdentity = (what: string) => `e2e-${what}-${Date.now()}`;
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** A configured device reaching the simulator, made through the API (the create form has its own scenario). */
async function createDevice(page: Page, sim: RouterOsSimulator, identity: string): Promise<Device> {
  const site = (await api<SiteList>(page, '/api/crm/sites/?page=1&page_size=100')).data[0];
  check(site, 'the active customer has a site for the device');
  return api<Device>(page, '/api/mikrotik/devices/', {
    method: 'POST',
    body: {
      identity, description: 'Made by the browser tests', ip_address: sim.host, api_port: sim.port, site_id: site.id,
      login_credentials: { username: router.user, password: router.password, enabled: true, description: null },
    },
  });
}

/** Signs in as the superuser, makes a device and opens its detail page. */
async function openNewDevice(page: Page, sim: RouterOsSimulator, what: string): Promise<Device> {
  await signInToDashboard(page, users.admin);
  const device = await createDevice(page, sim, uniqueIdentity(what));
  await page.goto(`/mikrotik/devices/${device.id}`);
  await expectVisible(heading(page, device.identity!));
  return device;
}

/** Opens the device list from the Devices menu entry, turning Advanced Mode on when it is off (§2.3). */
async function openDevicesFromMenu(page: Page): Promise<void> {
  const devicesLink = mainNavigation(page).getByRole('link', { name: 'Devices', exact: true });
  if (!(await devicesLink.isVisible())) {
    await openUserMenu(page);
    await menuItem(page, 'Advanced Mode').click();
    await page.keyboard.press('Escape');
  }
  await devicesLink.click();
  await expectPath(page, '/mikrotik/devices');
  await expectVisible(heading(page, 'Mikrotik Devices'));
}

const loginCredentials = (page: Page): Locator => page.getByRole('group', { name: 'Login Credentials' });
const createButton = (page: Page) => page.getByRole('form', { name: 'Device form' }).getByRole('button', { name: 'Create Device' });

export default [
  scenario('device create refuses invalid input with the §5 messages, then creates a valid device', async ({ page }) => {
    await withSimulator(async (sim) => {
      await signInToDashboard(page, users.admin);
      const before = await listDevices(page);
      await openDevicesFromMenu(page);
      await page.getByRole('button', { name: 'Device', exact: true }).click();
      await expectPath(page, '/mikrotik/devices/create');
      await expectVisible(heading(page, 'Create Mikrotik Device'));
      await field(page, 'API Port').fill('70000');
      await field(page, 'SSH Port').fill('0');
      await createButton(page).click();
      for (const message of ['Identity is required', 'API port must be at most 65535', 'SSH port must be at least 1']) {
        await expectVisible(page.getByText(message, { exact: true }).first());
      }
      await page.waitForTimeout(500); // give a wrongly sent request time to land
      await expectPath(page, '/mikrotik/devices/create');
      check((await listDevices(page)).length === before.length, 'no device was created from invalid input');

      const identity = uniqueIdentity('create');
      const site = (await api<SiteList>(page, '/api/crm/sites/?page=1&page_size=100')).data[0];
      await field(page, 'Identity').fill(identity);
      await field(page, 'IP Address').fill(sim.host);
      await field(page, 'API Port').fill(String(sim.port));
      await field(page, 'SSH Port').fill('22');
      await page.getByRole('combobox', { name: /^Site/ }).click();
      await page.getByRole('option', { name: site.name, exact: true }).click();
      await field(loginCredentials(page), 'Username').fill(router.user);
      await field(loginCredentials(page), 'Password').fill(router.password);
      await createButton(page).click();
      await expectVisible(toast(page, 'Device created successfully'));
      await expectPath(page, /^\/mikrotik\/devices\/\d+$/);
      await expectVisible(heading(page, identity));
      const created = (await listDevices(page)).find((device) => device.identity === identity);
      check(created, `the API lists the new device "${identity}"`);
      check(page.url().endsWith(`/mikrotik/devices/${created.id}`), 'the detail page is the new device’s');
    });
  }),

  scenario('Sync Device reads the simulated router and shows the sync', async ({ page }) => {
    await withSimulator(async (sim, reported) => {
      const device = await openNewDevice(page, sim, 'sync');
      const connection = page.getByRole('region', { name: 'Connection & Status' });
      await expectVisible(connection.getByText('Never', { exact: true }));
      sim.options.defaultDelayMs = 700; // a slow router, so "Syncing..." can be seen
      await page.getByRole('button', { name: 'Sync Device' }).click();
      const syncing = page.getByRole('button', { name: 'Syncing...' });
      await expectVisible(syncing);
      check(await syncing.isDisabled(), 'the Sync button is disabled while syncing');
      await expectVisible(toast(page, 'Device synced successfully'), 15_000);
      await expectVisible(page.getByText('The device has been synchronized with the latest data.').first());
      await expectVisible(page.getByRole('button', { name: 'Sync Device' }));
      await connection.getByText('Never', { exact: true }).waitFor({ state: 'hidden' });
      // The serial the router reported becomes the unique ID shown in Device Information.
      await expectVisible(page.getByRole('region', { name: 'Device Information' }).getByText(reported.serial, { exact: true }));
      const synced = (await listDevices(page)).find((row) => row.id === device.id);
      check(synced?.system_identity === reported.identity, `system_identity is the router's "${reported.identity}" (got ${synced?.system_identity})`);
      check(synced?.last_sync_at, 'last_sync_at is set');
    });
  }),

  scenario('device edit updates the description and returns to the detail page', async ({ page }) => {
    await withSimulator(async (sim) => {
      const device = await openNewDevice(page, sim, 'edit');
      await page.getByRole('button', { name: 'Edit Device' }).click();
      await expectPath(page, `/mikrotik/devices/${device.id}/edit`);
      await expectVisible(heading(page, `Edit ${device.identity}`));
      check((await field(page, 'Identity').inputValue()) === device.identity, 'the form is pre-filled with the identity');
      const description = `Edited at ${Date.now()}`;
      await field(page, 'Description').first().fill(description); // the first is the device's; credentials have their own
      await page.getByRole('button', { name: 'Update Device' }).click();
      await expectVisible(toast(page, 'Device updated successfully'));
      await expectPath(page, `/mikrotik/devices/${device.id}`);
      await expectVisible(page.getByRole('region', { name: 'Device Information' }).getByText(description, { exact: true }));
      // The password field was left blank, which keeps the stored password: the router still accepts it.
      await page.getByRole('button', { name: 'Sync Device' }).click();
      await expectVisible(toast(page, 'Device synced successfully'), 15_000);
    });
  }),

  scenario('View Config shows the configuration and Download saves <identity>-config.rsc', async ({ page }) => {
    await withSimulator(async (sim) => {
      const device = await openNewDevice(page, sim, 'config');
      await page.getByRole('button', { name: 'View Config' }).click();
      await expectPath(page, `/mikrotik/devices/${device.id}/config`);
      await expectVisible(heading(page, `Configuration - ${device.identity}`));
      await expectVisible(page.getByRole('region', { name: 'Configuration', exact: true }).getByText('/system identity', { exact: false }));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download' }).first().click(),
      ]);
      check(download.suggestedFilename() === `${device.identity}-config.rsc`, `the file is named ${device.identity}-config.rsc (got ${download.suggestedFilename()})`);
      const content = await fs.readFile(await download.path(), 'utf8');
      check(content.includes('/system identity'), 'the downloaded script sets the system identity');
      check(content.includes(device.identity!), 'the downloaded script names the device');
      await expectVisible(toast(page, 'Configuration downloaded'));
    });
  }),

  scenario('Delete Device needs DELETE typed exactly, then removes the device', async ({ page }) => {
    await withSimulator(async (sim) => {
      const device = await openNewDevice(page, sim, 'delete');
      await page.getByRole('button', { name: 'Delete Device' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Device' });
      await expectVisible(dialog);
      const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
      check(await confirm.isDisabled(), 'Delete is disabled before anything is typed');
      await field(dialog, 'Type DELETE to confirm').fill('delete');
      check(await confirm.isDisabled(), 'Delete stays disabled for "delete" (case matters)');
      await field(dialog, 'Type DELETE to confirm').fill('DELETE');
      // A trial click waits until the button is actionable (enabled) without pressing it.
      await confirm.click({ trial: true, timeout: 3000 }).catch(() => check(false, 'Delete is enabled once DELETE is typed'));
      await confirm.click();
      await expectVisible(toast(page, 'Device deleted successfully'));
      await expectPath(page, '/mikrotik/devices');
      const table = page.getByRole('table', { name: 'Mikrotik devices' });
      await expectVisible(table.getByRole('link').first());
      check(!(await table.getByRole('link', { name: device.identity!, exact: true }).isVisible()), 'the list no longer shows the device');
      check(!(await listDevices(page)).some((row) => row.id === device.id), 'the API no longer lists the device');
    });
  }),

  scenario('a staff user on /mikrotik/devices sees the superuser denial', async ({ page }) => {
    await signInToDashboard(page, users.staff);
    await page.goto('/mikrotik/devices');
    await expectVisible(page.getByText('This page requires superadmin privileges.'), 15_000);
    await expectVisible(page.getByText('Superadmin access required'));
    check(!(await heading(page, 'Mikrotik Devices').isVisible()), 'the device list is not shown');
    check(!(await mainNavigation(page).getByRole('link', { name: 'Devices', exact: true }).isVisible()), 'no Devices menu entry');
  }),
];
