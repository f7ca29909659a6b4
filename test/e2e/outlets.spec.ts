import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { api, expectPath, field, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { routerLogin } from './support/router';

interface Room {
  id: number;
  site_id: number;
  name: string;
}
interface Outlet {
  id: number;
  label: string;
}

/** A room of the active site (the outlets list shows that site's outlets). */
async function activeSiteRoom(page: Page): Promise<Room> {
  const rooms = await api<{ data: Room[] }>(page, '/api/crm/rooms/?page_size=1');
  return expectFound(rooms.data[0], 'the active site has a room');
}

/** Outlets are made through the API: the console edits the outlets a site already has. */
function createOutlet(page: Page, body: Record<string, unknown>): Promise<Outlet> {
  return api<Outlet>(page, '/api/crm/outlets/', { method: 'POST', body });
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Outlets' });
const portRegion = (page: Page) => page.getByRole('region', { name: 'Port' });

test.describe('as staff', () => {
  test.use({ signedInAs: users.staff });

  test('an outlet is created from its room, edited, found by search and port state, and deleted', async ({ page }) => {
    const label = `E2E-${Date.now()}`;
    const room = await activeSiteRoom(page);

    // A room's page offers "Add outlet", which opens the form with that room chosen.
    await page.goto(`/room/${room.id}`);
    await page.getByRole('region', { name: 'Outlets' }).getByRole('link', { name: 'Add outlet' }).click();
    await expectPath(page, '/outlet/create');
    await expect(page.getByRole('combobox', { name: 'Room' })).toHaveValue(new RegExp(`${room.name}$`));
    await expectAccessible(page, 'outlet create');
    await field(page, 'Label').fill(label);
    await field(page, 'Switch port').fill('sw-e2e ether9');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, /^\/outlet\/\d+$/);
    const outlet = { id: Number(new URL(page.url()).pathname.split('/').pop()) };

    await page.goto('/outlets');
    await page.getByLabel('Search outlets').fill(label);
    await expect(page).toHaveURL(/search=E2E/);
    await expect(grid(page).getByRole('row')).toHaveCount(2); // the header and the one match
    const row = grid(page).getByRole('row').filter({ hasText: label });
    await expect(row.getByText('Down', { exact: true })).toBeVisible();
    await expectAccessible(page, '/outlets');
    await row.getByText(label).click();
    await expectPath(page, `/outlet/${outlet.id}`);
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
    await expect(portRegion(page).getByText('Down', { exact: true })).toBeVisible();
    // Not a superuser: the port is text, with no link to a device.
    await expect(portRegion(page).getByText('sw-e2e ether9')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Outlets' })).toHaveAttribute('href', '/outlets');
    await expectAccessible(page, 'outlet detail');

    await page.getByRole('button', { name: 'Edit' }).click();
    await expectPath(page, `/outlet/${outlet.id}/edit`);
    await expect(field(page, 'Label')).toHaveValue(label);
    await expectAccessible(page, 'outlet edit');
    await field(page, 'Description').fill('Behind the sofa');
    await page.getByRole('switch', { name: 'Port is up' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, `/outlet/${outlet.id}`);
    await expect(portRegion(page).getByText('Up', { exact: true })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Sofie Berg changed')).toBeVisible();
    await expect(history.getByText(/Behind the sofa/)).toBeVisible();

    // The port-state filter of the bar, kept in the URL with the search.
    await page.goto(`/outlets?search=${label}`);
    await expect(grid(page).getByText(label)).toBeVisible();
    await page.getByRole('combobox', { name: 'Interface' }).click();
    await page.getByRole('option', { name: 'Down' }).click();
    await expect(page).toHaveURL(/interface_up=false/);
    await expect(page.getByRole('button', { name: 'Interface: Down' })).toBeVisible();
    await expect(grid(page).getByText(label)).toHaveCount(0);
    await page.goto(`/outlets?search=${label}&interface_up=true`);
    await expect(grid(page).getByRole('row').filter({ hasText: label }).getByText('Up', { exact: true })).toBeVisible();

    await grid(page).getByText(label).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectPath(page, '/outlets');
    await expect(page.getByText('Outlet deleted')).toBeVisible();
    const after = await api<{ total: number }>(page, `/api/crm/outlets/?search=${encodeURIComponent(label)}`);
    expect(after.total).toBe(0);
  });
});

test.describe('as a superuser', () => {
  test.use({ signedInAs: users.admin });

  test("after the router is synced from the simulator, an outlet's state on screen matches its port", async ({
    page,
    router,
  }) => {
    const room = await activeSiteRoom(page);
    const device = await api<{ id: number }>(page, '/api/mikrotik/devices/', {
      method: 'POST',
      body: {
        identity: router.identity,
        ip_address: router.sim.host,
        api_port: router.sim.port,
        site_id: room.site_id,
        login_credentials: { username: routerLogin.user, password: routerLogin.password, enabled: true },
      },
    });
    const label = `E2E-sync-${Date.now()}`;
    const outlet = await createOutlet(page, {
      room_id: room.id,
      label,
      switch_port: `${router.identity} ether2`,
      interface_up: true,
    });
    const setPort = (running: boolean) =>
      router.sim.store.patch('/interface', (row) => row.name === 'ether2', { running: String(running) });

    const syncFromPage = async () => {
      await page.goto(`/mikrotik/devices/${device.id}`);
      await page.getByRole('button', { name: 'Sync Device' }).click();
      await expect(page.getByText('Device synced successfully').first()).toBeVisible({ timeout: 15_000 });
    };

    setPort(false);
    await syncFromPage();
    const lastSync = page.getByRole('region', { name: 'Last Sync' });
    await expect(lastSync.getByRole('link', { name: label })).toBeVisible();
    await expect(lastSync.getByRole('table', { name: 'Interfaces read at the last sync' })).toContainText('ether2');
    await expectAccessible(page, 'device detail after a sync');
    await lastSync.getByRole('link', { name: label }).click();
    await expectPath(page, `/outlet/${outlet.id}`);
    await expect(portRegion(page).getByText('Down', { exact: true })).toBeVisible();
    // A superuser reaches the router the port names.
    await expect(portRegion(page).getByRole('link', { name: router.identity })).toHaveAttribute(
      'href',
      `/mikrotik/devices/${device.id}`,
    );

    setPort(true);
    await syncFromPage();
    await page.goto(`/outlet/${outlet.id}`);
    await expect(portRegion(page).getByText('Up', { exact: true })).toBeVisible();
    await page.goto(`/outlets?search=${label}`);
    await expect(grid(page).getByRole('row').filter({ hasText: label }).getByText('Up', { exact: true })).toBeVisible();

    await api(page, `/api/crm/outlets/${outlet.id}/`, { method: 'DELETE' }).catch(() => undefined);
    await api(page, `/api/mikrotik/devices/${device.id}/`, { method: 'DELETE' }).catch(() => undefined);
  });
});
