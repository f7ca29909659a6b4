import type { Locator, Page } from 'playwright-core';

export const users = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  staff: { email: 'staff@example.com', password: 'staff123' },
  nobody: { email: 'nobody@example.com', password: 'nobody123' },
} as const;
export interface DemoUser {
  email: string;
  password: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its visible label; tolerates MUI's required-field asterisk ("Email *"). */
export function field(page: Page | Locator, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/** Waits until the URL's path is `path` (a string or a pattern). */
export async function expectPath(page: Page, path: string | RegExp, timeout = 15_000): Promise<void> {
  const matches = (url: URL) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname));
  try {
    await page.waitForURL(matches, { timeout });
  } catch {
    throw new Error(`expected path ${path}, but the page is at ${new URL(page.url()).pathname}`);
  }
}

export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Fills the login form and submits it (the page must show /login). */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  await expectVisible(field(page, 'Email'));
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in from /login and gets to /dashboard, choosing the first customer on the picker when one
 * shows (admin has several). Scenarios that test the picker itself do not use this.
 */
export async function signInToDashboard(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await signInHereToDashboard(page, user);
}

/**
 * Like signInToDashboard, on the login page already shown (a recording started there goes on, where
 * a new page load would add a reload to it).
 */
export async function signInHereToDashboard(page: Page, user: DemoUser): Promise<void> {
  await signIn(page, user);
  const picker = page.getByRole('button', { name: /^(Select Customer|Resume Session)$/ }).first();
  const dashboard = page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
  const first = await Promise.race([
    dashboard.then(() => 'dashboard'),
    picker.waitFor({ timeout: 20_000 }).then(() => 'picker'),
  ]);
  if (first === 'picker' && new URL(page.url()).pathname !== '/dashboard') await picker.click();
  await expectPath(page, '/dashboard');
  await expectVisible(mainNavigation(page));
}

export function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
}

/** A menu entry by its visible text (MUI menus render role menuitem, or menuitemcheckbox for toggles). */
export function menuItem(page: Page, name: string | RegExp): Locator {
  return page.getByRole('menuitem', { name }).or(page.getByRole('menuitemcheckbox', { name })).first();
}

/** Reads a localStorage key, JSON-decoded when it holds JSON (redux-persist and plain strings both occur). */
export async function stored<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return raw as T;
  }
}

/**
 * The active site, once signing in has activated one: that takes a request or two after the dashboard
 * shows, so reading `active_site` at once may find none yet (and a "switch to another site" would
 * then pick the one about to become active).
 */
export async function activeSite(page: Page): Promise<{ id: number; name: string }> {
  await page.waitForFunction(() => Boolean(JSON.parse(window.localStorage.getItem('active_site') ?? 'null')?.id));
  return (await stored<{ id: number; name: string }>(page, 'active_site'))!;
}

/** Calls the API with the browser's stored session and tenancy, as the app would. */
export async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await stored<string>(page, 'access_token');
  const customer = await stored<{ id: number }>(page, 'active_customer');
  const site = await stored<{ id: number }>(page, 'active_site');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (customer?.id) headers['X-Customer-ID'] = String(customer.id);
  if (site?.id) headers['X-Site-ID'] = String(site.id);
  const res = await page.request.fetch(path, { method: init.method ?? 'GET', headers, data: init.body as never });
  if (!res.ok()) {
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status()}: ${(await res.text()).slice(0, 200)}`);
  }
  return (await res.json()) as T;
}
