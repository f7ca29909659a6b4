import type { Page } from 'playwright-core';
import { ENTITY_LISTS, type ListedEntityType } from '../src/core/entity/entityRegistry';
import { mainNavigation, menuItem, openUserMenu } from '../test/e2e/support/actions';

/**
 * The list screens both browser benches measure (issues 9 and 10): every entity's list, its path from
 * the entity registry. `nav` is its sidebar entry (lists without one are opened by URL from another
 * page); `advanced` lists need Advanced Mode. Routes whose pages do not exist yet are reported as "missing".
 */
export interface ListRoute {
  path: string;
  nav?: string;
  advanced?: boolean;
}

const lists: Record<ListedEntityType, Omit<ListRoute, 'path'>> = {
  site: {},
  address: { nav: 'Addresses' },
  floor: { nav: 'Floors' },
  room: { nav: 'Rooms' },
  tenant: { nav: 'Tenants' },
  user: { nav: 'Users' },
  customer: {},
  network: { nav: 'Networks', advanced: true },
  speed_limit: { advanced: true },
  external_ip: { advanced: true },
  wireless: { nav: 'Wireless', advanced: true },
  outlet: { nav: 'Outlets', advanced: true },
  doorbell: { nav: 'Doorbells', advanced: true },
  doorbell_preset_message: { advanced: true },
  device: { nav: 'Devices', advanced: true },
};

export const listRoutes: readonly ListRoute[] = Object.entries(lists).map(([type, route]) => ({
  path: ENTITY_LISTS[type as ListedEntityType].path,
  ...route,
}));

/**
 * A list page is ready once its grid, table or list (preset messages are a plain list in the page) shows;
 * "missing" when the route answers with Page not found.
 */
export async function listPageState(page: Page, timeout = 30_000): Promise<'ready' | 'missing'> {
  // The device list is a plain table, the others DataGrids.
  const grid = page.getByRole('grid').or(page.getByRole('table')).or(page.getByRole('main').getByRole('list')).first();
  const notFound = page.getByRole('heading', { name: 'Page not found' });
  try {
    await grid.or(notFound).first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const shot = `.bench/list-${new URL(page.url()).pathname.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(`${page.url()}: neither a grid nor Page not found (screenshot ${shot})`, { cause: error });
  }
  return (await notFound.isVisible()) ? 'missing' : 'ready';
}

/** Turns Advanced Mode on through the user menu unless it is on already (the Networks entry shows then). */
export async function turnOnAdvancedMode(page: Page): Promise<void> {
  const networks = mainNavigation(page).getByRole('link', { name: 'Networks', exact: true });
  if (await networks.isVisible()) return;
  await openUserMenu(page);
  await menuItem(page, 'Advanced Mode').click();
  await page.keyboard.press('Escape');
  await networks.waitFor();
}
