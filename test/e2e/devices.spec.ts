import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { api, expectPath, field, mainNavigation, menuItem, openUserMenu, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { routerLogin, type SimulatedRouter } from './support/router';

interface Device {
  id: number;
  identity: string;
  system_identity: string | null;
  unique_id: string | null;
  last_sync_at: string | null;
  site_name: string | null;
  customer_id: number | null;
  customer_name: string | null;
}
interface SiteList {
  data: { id: number; name: string }[];
}

const listDevices = (page: Page) => api<Device[]>(page, '/api/mikrotik/devices/');
const firstSite = async (page: Page) => (await api<SiteList>(page, '/api/crm/sites/?page=1&page_size=100')).data[0];
const uniqueIdentity = (what: string) => `e2e-${what}-${Date.now()}`;
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const loginCredentials = (page: Page): Locator => page.getByRole('group', { name: 'Login Credentials' });
// Save sits in the page header beside the title, as on every form page; it submits the form by its id.
const createButton = (page: Page) => page.getByRole('button', { name: 'Create Device', exact: true });

/** A configured device reaching the simulator, made through the API (the create form has its own scenario). */
async function createDevice(page: Page, { sim }: SimulatedRouter, identity: string): Promise<Device> {
  const site = expectFound(await firstSite(page), 'the active customer has a site for the device');
  return api<Device>(page, '/api/mikrotik/devices/', {
    method: 'POST',
    body: {
      identity,
      description: 'Made by the browser tests',
      ip_address: sim.host,
      api_port: sim.port,
      site_id: site.id,
      login_credentials: {
        username: routerLogin.user,
        password: routerLogin.password,
        enabled: true,
        description: null,
      },
    },
  });
}

/** Makes a device and opens its detail page. */
async function openNewDevice(page: Page, router: SimulatedRouter, what: string): Promise<Device> {
  const device = await createDevice(page, router, uniqueIdentity(what));
  await page.goto(`/mikrotik/devices/${device.id}`);
  await expect(heading(page, device.identity)).toBeVisible();
  return device;
}

/** Opens the device list from the Devices menu entry, turning Advanced Mode on when it is off (requirements §2.3). */
async function openDevicesFromMenu(page: Page): Promise<void> {
  const devicesLink = mainNavigation(page).getByRole('link', { name: 'Devices', exact: true });
  if (!(await devicesLink.isVisible())) {
    await openUserMenu(page);
    await menuItem(page, 'Advanced Mode').click();
    await page.keyboard.press('Escape');
  }
  await devicesLink.click();
  await expectPath(page, '/mikrotik/devices');
  await expect(heading(page, 'Mikrotik devices')).toBeVisible();
}

test.use({ signedInAs: users.admin });

test('device create refuses invalid input with the requirements §5 messages, then creates a valid device', async ({
  page,
  router,
}) => {
  const { sim } = router;
  const before = await listDevices(page);
  await openDevicesFromMenu(page);
  // The demo data has a router that registered itself: its "New Device" badge is checked too.
  await expect(page.getByRole('table', { name: 'Mikrotik devices' }).getByText('New Device').first()).toBeVisible();
  await expectAccessible(page, 'device list');
  await page.getByRole('button', { name: 'Device', exact: true }).click();
  await expectPath(page, '/mikrotik/devices/create');
  await expect(heading(page, 'Create Mikrotik Device')).toBeVisible();
  await expectAccessible(page, 'device create');
  await field(page, 'API Port').fill('70000');
  await field(page, 'SSH Port').fill('0');
  await createButton(page).click();
  for (const message of ['Identity is required', 'API port must be at most 65535', 'SSH port must be at least 1']) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expectAccessible(page, 'device create with errors');
  await page.waitForTimeout(500); // give a wrongly sent request time to land
  await expectPath(page, '/mikrotik/devices/create');
  expect(await listDevices(page), 'no device was created from invalid input').toHaveLength(before.length);

  const identity = uniqueIdentity('create');
  const site = await firstSite(page);
  await field(page, 'Identity').fill(identity);
  await field(page, 'IP Address').fill(sim.host);
  await field(page, 'API Port').fill(String(sim.port));
  await field(page, 'SSH Port').fill('22');
  await page.getByRole('combobox', { name: /^Site/ }).click();
  await page.getByRole('option', { name: site.name, exact: true }).click();
  await field(loginCredentials(page), 'Username').fill(routerLogin.user);
  await field(loginCredentials(page), 'Password').fill(routerLogin.password);
  await createButton(page).click();
  await expect(toast(page, 'Device created successfully')).toBeVisible();
  await expectPath(page, /^\/mikrotik\/devices\/\d+$/);
  await expect(heading(page, identity)).toBeVisible();
  const created = expectFound(
    (await listDevices(page)).find((device) => device.identity === identity),
    `the API lists the new device "${identity}"`,
  );
  expect(new URL(page.url()).pathname, 'the detail page is the new device’s').toBe(`/mikrotik/devices/${created.id}`);
});

test('Sync Device reads the simulated router and shows the sync', async ({ page, router }) => {
  const device = await openNewDevice(page, router, 'sync');
  const connection = page.getByRole('region', { name: 'Connection & Status' });
  await expect(connection.getByText('Never', { exact: true })).toBeVisible();
  await expectAccessible(page, 'device detail');
  router.sim.options.defaultDelayMs = 700; // a slow router, so "Syncing..." can be seen
  await page.getByRole('button', { name: 'Sync Device' }).click();
  const syncing = page.getByRole('button', { name: 'Syncing...' });
  await expect(syncing).toBeVisible();
  expect(await syncing.isDisabled(), 'the Sync button is disabled while syncing').toBe(true);
  await expect(toast(page, 'Device synced successfully')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The device has been synchronized with the latest data.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync Device' })).toBeVisible();
  await connection.getByText('Never', { exact: true }).waitFor({ state: 'hidden' });
  // The serial the router reported becomes the unique ID shown in Device Information.
  const deviceInformation = page.getByRole('region', { name: 'Device Information' });
  await expect(deviceInformation.getByText(router.serial, { exact: true })).toBeVisible();
  const synced = (await listDevices(page)).find((row) => row.id === device.id);
  expect(synced?.system_identity, "system_identity is the router's").toBe(router.identity);
  expect(synced?.last_sync_at, 'last_sync_at is set').toBeTruthy();
});

test("a device page names the router's own customer and site (devices span customers)", async ({ page, router }) => {
  const device = await openNewDevice(page, router, 'place');
  const { customer_name, site_name } = await api<Device>(page, `/api/mikrotik/devices/${device.id}/`);
  const customer = expectFound(customer_name, "the server names the router's customer");
  const site = expectFound(site_name, "the server names the router's site");
  await expect(page.getByText(`${customer} · ${site}`, { exact: true })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link', { name: customer })).toBeVisible();
  await expect(trail.getByText(site, { exact: true })).toBeVisible();
  const information = page.getByRole('region', { name: 'Device Information' });
  await expect(information.getByText(customer, { exact: true })).toBeVisible();
  await expectAccessible(page, 'device detail with its customer');
});

test('device edit updates the description and returns to the detail page', async ({ page, router }) => {
  const device = await openNewDevice(page, router, 'edit');
  await page.getByRole('button', { name: 'Edit Device' }).click();
  await expectPath(page, `/mikrotik/devices/${device.id}/edit`);
  await expect(heading(page, `Edit ${device.identity}`)).toBeVisible();
  expect(await field(page, 'Identity').inputValue(), 'the form is pre-filled with the identity').toBe(device.identity);
  await expectAccessible(page, 'device edit');
  const description = `Edited at ${Date.now()}`;
  await field(page, 'Description').first().fill(description); // the first is the device's; credentials have their own
  await page.getByRole('button', { name: 'Update Device' }).click();
  await expect(toast(page, 'Device updated successfully')).toBeVisible();
  await expectPath(page, `/mikrotik/devices/${device.id}`);
  const deviceInformation = page.getByRole('region', { name: 'Device Information' });
  await expect(deviceInformation.getByText(description, { exact: true })).toBeVisible();
  // The password field was left blank, which keeps the stored password: the router still accepts it.
  await page.getByRole('button', { name: 'Sync Device' }).click();
  await expect(toast(page, 'Device synced successfully')).toBeVisible({ timeout: 15_000 });
});

test('View Config shows the configuration and Download saves <identity>-config.rsc', async ({ page, router }) => {
  const device = await openNewDevice(page, router, 'config');
  await page.getByRole('button', { name: 'View Config' }).click();
  await expectPath(page, `/mikrotik/devices/${device.id}/config`);
  await expect(heading(page, `Configuration - ${device.identity}`)).toBeVisible();
  const configuration = page.getByRole('region', { name: 'Configuration', exact: true });
  await expect(configuration.getByText('/system identity', { exact: false })).toBeVisible();
  await expectAccessible(page, 'device config');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).first().click(),
  ]);
  expect(download.suggestedFilename(), 'the file name').toBe(`${device.identity}-config.rsc`);
  const content = await fs.readFile(await download.path(), 'utf8');
  expect(content, 'the downloaded script sets the system identity').toContain('/system identity');
  expect(content, 'the downloaded script names the device').toContain(device.identity);
  await expect(toast(page, 'Configuration downloaded')).toBeVisible();
});

test('Delete Device needs DELETE typed exactly, then removes the device', async ({ page, router }) => {
  const device = await openNewDevice(page, router, 'delete');
  await page.getByRole('button', { name: 'Delete Device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Device' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
  expect(await confirm.isDisabled(), 'Delete is disabled before anything is typed').toBe(true);
  await field(dialog, 'Type DELETE to confirm').fill('delete');
  expect(await confirm.isDisabled(), 'Delete stays disabled for "delete" (case matters)').toBe(true);
  await field(dialog, 'Type DELETE to confirm').fill('DELETE');
  await expect(confirm, 'Delete is enabled once DELETE is typed').toBeEnabled({ timeout: 3000 });
  await expectAccessible(page, 'delete device dialog');
  await confirm.click();
  await expect(toast(page, 'Device deleted successfully')).toBeVisible();
  await expectPath(page, '/mikrotik/devices');
  const table = page.getByRole('table', { name: 'Mikrotik devices' });
  await expect(table.getByRole('link').first()).toBeVisible();
  const deviceLink = table.getByRole('link', { name: device.identity, exact: true });
  expect(await deviceLink.isVisible(), 'the list no longer shows the device').toBe(false);
  const remaining = (await listDevices(page)).map((row) => row.id);
  expect(remaining, 'the API no longer lists the device').not.toContain(device.id);
});

test.describe('signed in as staff', () => {
  test.use({ signedInAs: users.staff });

  test('a staff user on /mikrotik/devices sees the superuser denial', async ({ page }) => {
    await page.goto('/mikrotik/devices');
    await expect(page.getByText('This page requires superadmin privileges.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Superadmin access required')).toBeVisible();
    await expectAccessible(page, 'superuser denial');
    expect(await heading(page, 'Mikrotik devices').isVisible(), 'the device list is not shown').toBe(false);
    const devicesEntry = mainNavigation(page).getByRole('link', { name: 'Devices', exact: true });
    expect(await devicesEntry.isVisible(), 'no Devices menu entry').toBe(false);
  });
});
