import type { Page } from '@playwright/test';
import { activeSite, api, expectPath, mainNavigation, menuItem, openUserMenu, stored, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Named {
  id: number;
  name: string;
}
interface Floor extends Named {
  delete_blockers?: string[];
}
interface Paged<T> {
  data: T[];
  total: number;
}

/** Calls the API on a site that need not be the active one (what quick search opens). */
async function onSite<T>(page: Page, path: string, siteId: number): Promise<T> {
  const token = await stored<string>(page, 'access_token');
  const customer = expectFound(await stored<{ id: number }>(page, 'active_customer'), 'a customer is active');
  const res = await page.request.get(path, {
    headers: { Authorization: `Bearer ${token}`, 'X-Customer-ID': String(customer.id), 'X-Site-ID': String(siteId) },
  });
  expect(res.ok(), `${path} on site ${siteId}`).toBe(true);
  return (await res.json()) as T;
}

/** A floor of the site with rooms, and how many. */
async function floorWithRooms(page: Page, siteId: number): Promise<{ floor: Floor; rooms: number } | null> {
  const floors = await onSite<Paged<Floor>>(page, '/api/crm/floors/?page_size=25', siteId);
  for (const floor of floors.data) {
    const rooms = await onSite<Paged<Named>>(page, `/api/crm/rooms/?floor_id=${floor.id}&page_size=1`, siteId);
    if (rooms.total > 0) return { floor, rooms: rooms.total };
  }
  return null;
}

/** Fills one field far down the site form wrongly, submits from the header and expects that field in view and focused. */
async function siteFormRevealsFirstError(page: Page, path: string, save: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(path);
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeVisible({ timeout: 30_000 });
  await expect(name).toBeEditable();
  await name.fill(`Fidelity ${Date.now()}`);
  // The only error is far down the form; Save is in the page header, at the top.
  const maxVlan = page
    .getByRole('spinbutton', { name: /^Tenant max VLAN ID/ })
    .or(page.getByRole('textbox', { name: /^Tenant max VLAN ID/ }));
  await maxVlan.fill('99999');
  const submit = page.getByRole('button', { name: save, exact: true });
  await submit.scrollIntoViewIfNeeded();
  await expect(maxVlan).not.toBeInViewport();
  await submit.click();
  await expect(maxVlan).toBeFocused();
  await expect(maxVlan).toBeInViewport();
  await expect(page.getByText('Max VLAN ID must be a whole number from 1 to 4000')).toBeVisible();
  await expectAccessible(page, 'site form with errors');
}

test.describe('as staff', () => {
  test.use({ signedInAs: users.staff });

  test('a record of another site shows its related rows and names its own site', async ({ page }) => {
    const active = await activeSite(page);
    const sites = await api<Paged<Named>>(page, '/api/crm/sites/?page_size=100');
    let found: { site: Named; floor: Floor; rooms: number } | null = null;
    for (const site of sites.data.filter((candidate) => candidate.id !== active.id)) {
      const hit = await floorWithRooms(page, site.id);
      if (hit) {
        found = { site, ...hit };
        break;
      }
    }
    const { site, floor, rooms } = expectFound(found, 'staff has a floor with rooms on a site that is not active');

    await page.goto(`/floor/${floor.id}`);
    await expect(page.getByRole('heading', { level: 1, name: floor.name })).toBeVisible();
    const related = page.getByRole('region', { name: 'Rooms' });
    await expect(related.getByRole('heading', { name: `Rooms (${rooms})` })).toBeVisible();
    // The Delete button's reason counts the same rooms the list shows.
    const read = await onSite<Floor>(page, `/api/crm/floors/${floor.id}/`, site.id);
    expect(read.delete_blockers?.join(' ')).toContain(`${rooms} room`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: site.name })).toHaveAttribute('href', `/site/${site.id}`);
    await expect(crumbs.getByRole('link', { name: active.name, exact: true })).toHaveCount(0);
    await expectAccessible(page, 'floor of another site');
  });

  for (const form of [
    { path: '/site/create', save: 'Create site' },
    { path: '/site/edit', save: 'Save' },
  ]) {
    test(`a failed submit of the long site form (${form.path}) brings the first error into view and focus`, async ({
      page,
    }) => {
      await siteFormRevealsFirstError(page, form.path, form.save);
    });
  }
  test("a list's plain URL shows the plain list; a site switch does not reopen the old site's filter", async ({
    page,
  }) => {
    const active = await activeSite(page);
    const floor = expectFound(await floorWithRooms(page, active.id), 'the active site has a floor with rooms').floor;
    await page.goto(`/rooms?floor_id=${floor.id}`);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();

    await page.goto('/rooms');
    await expect(page.getByRole('grid', { name: 'Rooms' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page, 'plain rooms list');

    const address = expectFound(
      (await api<Paged<Named>>(page, '/api/crm/addresses/?page_size=1')).data[0],
      'the active site has an address',
    );
    await page.goto(`/floors?address_id=${address.id}`);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    const sites = await api<Paged<Named>>(page, '/api/crm/sites/?page_size=100');
    const target = expectFound(
      sites.data.find((site) => site.id !== active.id),
      'staff has another site to switch to',
    );
    await openUserMenu(page);
    await menuItem(page, 'Switch Site').click();
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await menuItem(page, target.name).click();
    await reloaded;
    await expectPath(page, '/floors');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByText('No floors match these filters')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);

    await mainNavigation(page).getByRole('link', { name: 'Rooms' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Floors' }).click();
    await expectPath(page, '/floors');
    await expect(page.getByRole('grid', { name: 'Floors' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test("helper texts keep clear of the next field's label", async ({ page }) => {
    for (const path of ['/networks/create', '/site/create', '/tenants/create', '/doorbell/create']) {
      await page.goto(path);
      await expect(page.locator('form .MuiFormHelperText-root').first()).toBeVisible();
      // An outlined field's label rises about half its height (8.5 px) above the field's box once it
      // holds a value: the helper text of the field above must end before that.
      const crowded = await page.evaluate(() => {
        const rect = (element: Element) => element.getBoundingClientRect();
        const helpers = Array.from(document.querySelectorAll('form .MuiFormHelperText-root'));
        const boxes = Array.from(document.querySelectorAll('form .MuiOutlinedInput-root'));
        return helpers.flatMap((helper) => {
          const h = rect(helper);
          return boxes
            .filter((box) => {
              const b = rect(box);
              const sideBySide = b.left < h.right && h.left < b.right;
              return sideBySide && b.top >= h.top && b.top - h.bottom < 8.5;
            })
            .map((box) => `${helper.textContent} / ${box.parentElement?.querySelector('label')?.textContent}`);
        });
      });
      expect(crowded, `${path}: helper texts crowding the next label`).toEqual([]);
    }
  });
});

test.describe('as a superuser', () => {
  test.use({ signedInAs: users.admin });

  for (const form of [
    { path: async () => '/mikrotik/devices/create', save: 'Create Device' },
    {
      path: async (page: Page) => {
        const devices = await api<Named[]>(page, '/api/mikrotik/devices/');
        return `/mikrotik/devices/${expectFound(devices[0], 'a demo router').id}/edit`;
      },
      save: 'Update Device',
    },
  ]) {
    test(`a failed submit of the device form (${form.save}) brings the first error into view and focus`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 600 });
      await page.goto(await form.path(page));
      const identity = page.getByRole('textbox', { name: /^Identity/ });
      await expect(identity).toBeVisible();
      await expect(identity).toBeEditable();
      await identity.fill(`e2e-fidelity-${Date.now()}`);
      // The only error is at the end of the form (a password without a username); Save is in the header.
      const ssh = page.getByRole('group', { name: 'SSH Credentials' });
      const username = ssh.getByRole('textbox', { name: /^Username/ });
      await username.fill('');
      await ssh.getByLabel(/^Password/).fill('secret');
      const submit = page.getByRole('button', { name: form.save, exact: true });
      await submit.scrollIntoViewIfNeeded();
      await expect(username).not.toBeInViewport();
      await submit.click();
      await expect(username).toBeFocused();
      await expect(username).toBeInViewport();
      await expectAccessible(page, 'device form with errors');
    });
  }
});
