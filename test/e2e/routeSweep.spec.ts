import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { api } from './support/actions';
import { expect, test } from './support/fixtures';

/*
 * Issue 32's "done when": a full pass over the routes of requirements §2.2 with axe stays clean, light at
 * 1440 px and dark at 390 px (a phone), as the audit walked them; and the hover card of §9 in a real
 * browser (700 ms to open, 300 ms to close after the pointer leaves).
 */

interface Row {
  id: number;
}

/** The first record of a collection on the active site, or null when it has none. */
async function firstId(page: Page, collection: string): Promise<number | null> {
  const body = await api<{ data: Row[] } | Row[]>(page, `/api/crm/${collection}/?page_size=1`);
  const rows = Array.isArray(body) ? body : body.data;
  return rows[0]?.id ?? null;
}

/** The routes of §2.2 that name no record: lists, forms for a new one, the active site. */
function plainRoutes(): string[] {
  return [
    '/dashboard',
    '/sites',
    '/site',
    '/site/create',
    '/site/edit',
    '/addresses',
    '/address/create',
    '/floors',
    '/floor/create',
    '/rooms',
    '/room/create',
    '/tenants',
    '/tenants/create',
    '/users',
    '/customers',
    '/networks',
    '/networks/create',
    '/networks/speed-limits',
    '/networks/speed-limits/create',
    '/external-ips',
    '/networks/external-ips',
    '/external-ips/create',
    '/wireless',
    '/wireless/create',
    '/outlets',
    '/doorbells',
    '/doorbell/preset-messages',
    '/doorbell/create',
  ];
}

/** The routes of §2.2 that name a record, with the first of the staff user's active site. */
async function recordRoutes(page: Page): Promise<string[]> {
  const routes: string[] = [];
  const records: [collection: string, detail: (id: number) => string[]][] = [
    ['sites', (id) => [`/site/${id}`]],
    ['addresses', (id) => [`/address/${id}`, `/address/${id}/edit`]],
    ['floors', (id) => [`/floor/${id}`, `/floor/${id}/edit`]],
    ['rooms', (id) => [`/room/${id}`, `/room/${id}/edit`]],
    ['tenants', (id) => [`/tenant/${id}`, `/tenant/${id}/edit`]],
    ['users', (id) => [`/users/${id}`, `/user/${id}`]],
    ['customers', (id) => [`/customers/${id}`]],
    ['networks', (id) => [`/network/${id}`, `/network/${id}/edit`]],
    ['networks/speedlimits', (id) => [`/networks/speed-limit/${id}`, `/networks/speed-limit/${id}/edit`]],
    ['external-ips', (id) => [`/external-ip/${id}`]],
    ['wireless', (id) => [`/wireless/${id}`, `/wireless/${id}/edit`, `/wireless/${id}/credentials`]],
    ['outlets', (id) => [`/outlet/${id}`, `/outlet/${id}/edit`]],
    ['doorbells', (id) => [`/doorbell/${id}`, `/doorbell/${id}/edit`]],
  ];
  for (const [collection, detail] of records) {
    const id = await firstId(page, collection);
    expect(id, `the demo data has a record in ${collection} for the sweep`).not.toBeNull();
    routes.push(...detail(id!));
  }
  return routes;
}

/** Waits for the page's own content: its title, no loading bar, skeleton or grid overlay left. */
async function shown(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} shows its title`).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Page not found' }), `${path} is a page`).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]'), `${path} finished loading`).toHaveCount(0, {
    timeout: 20_000,
  });
}

const light = { colorScheme: 'light', width: 1440, height: 900, name: 'light, 1440 px wide' } as const;
// The theme follows the system by default (requirements §9): a dark system gives the dark theme.
const dark = { colorScheme: 'dark', width: 390, height: 844, name: 'dark, 390 px wide' } as const;

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Checks one route in both looks on one page load (a page load costs more than an axe run): light at
 * 1440 px, then the system turns dark and the window narrows to a phone's, and axe runs again once the
 * page has repainted in the dark theme.
 */
async function sweepRoute(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ colorScheme: light.colorScheme });
  await page.setViewportSize({ width: light.width, height: light.height });
  await shown(page, path);
  await expectAccessible(page, `${path} (${light.name})`);
  const lightBackground = await bodyBackground(page);
  await page.emulateMedia({ colorScheme: dark.colorScheme });
  await page.setViewportSize({ width: dark.width, height: dark.height });
  await expect.poll(() => bodyBackground(page), `${path} turns dark`).not.toBe(lightBackground);
  await expectAccessible(page, `${path} (${dark.name})`);
}

const sweeps = [
  { name: 'lists and forms', routes: async () => plainRoutes() },
  { name: 'record pages', routes: recordRoutes },
] as const;

test.describe('every route of §2.2 passes axe, light at 1440 px and dark at 390 px', () => {
  test.use({ signedInAs: { email: 'staff@example.com', password: 'staff123' } });
  // About 25 pages, each with two axe runs; on a loaded two-core machine one page can take 30 s.
  test.setTimeout(900_000);
  // The two sweeps are the suite's longest scenarios: on two workers they run side by side.
  test.describe.configure({ mode: 'parallel' });

  for (const sweep of sweeps) {
    test(sweep.name, async ({ page }) => {
      for (const path of await sweep.routes(page)) await sweepRoute(page, path);
    });
  }
});

test.describe('hover cards', () => {
  test.use({ signedInAs: { email: 'staff@example.com', password: 'staff123' } });

  test("a room's tenant opens its card after 700 ms, and the card closes 300 ms after the pointer leaves", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/rooms');
    const grid = page.getByRole('grid', { name: 'Rooms' });
    const tenant = grid.locator('[role="gridcell"][data-field="current_tenant_name"] a').first();
    await expect(tenant, 'a room of the demo site has a tenant').toBeVisible({ timeout: 20_000 });
    const name = (await tenant.innerText()).trim();
    const card = page.getByRole('tooltip').filter({ hasText: `Tenant: ${name}` });

    // Timed in the page (pointer events and the card's mount), not around Playwright's calls: on a busy
    // machine a call returns well after its event, which would shorten the delays measured here.
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      window.cardTimes = times;
      const onTenant = (node: EventTarget | null) =>
        node instanceof Element && !!node.closest('[data-field="current_tenant_name"] a');
      document.addEventListener('pointerover', (event) => {
        if (onTenant(event.target)) times.entered ??= performance.now();
      });
      document.addEventListener('pointerout', (event) => {
        if (onTenant(event.target) && !onTenant(event.relatedTarget)) times.left ??= performance.now();
      });
      new MutationObserver(() => {
        const shown = !!document.querySelector('[role="tooltip"]');
        if (shown) times.opened ??= performance.now();
        else if (times.opened !== undefined) times.closed ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const cardTimes = () => page.evaluate(() => window.cardTimes);

    await tenant.hover();
    await expect(card).toBeVisible({ timeout: 5_000 });
    const opening = await cardTimes();
    expect(opening.opened - opening.entered, 'the card waits 700 ms').toBeGreaterThanOrEqual(695);
    await expectAccessible(page, 'tenant hover card');

    await page.mouse.move(5, 5);
    await expect(card).toBeHidden({ timeout: 5_000 });
    const closing = await cardTimes();
    expect(closing.closed - closing.left, 'the card stays 300 ms after the pointer leaves').toBeGreaterThanOrEqual(295);
  });
});

declare global {
  interface Window {
    /** When the pointer entered and left the tenant, and the card opened and closed (performance.now()). */
    cardTimes: Record<string, number>;
  }
}
