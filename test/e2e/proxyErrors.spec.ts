import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mainNavigation, signIn, signInToDashboard, users } from './support/actions';
import { startErrorPageProxy, type ErrorPageProxy } from './support/errorPageProxy';
import { expect, test as base } from './support/fixtures';

/**
 * Requirements §8 with a real proxy in front of the server: its HTML error pages (502, 503, 524)
 * get the same texts, retry and report as the API's JSON errors.
 */
const test = base.extend<{ front: ErrorPageProxy }>({
  front: async ({ server }, use) => {
    const proxy = await startErrorPageProxy(server.baseUrl);
    await use(proxy);
    await proxy.close();
  },
  baseURL: async ({ front }, use) => use(front.baseUrl),
});

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('a 502 page at sign-in shows the server-error text, not "An unexpected error occurred"', async ({
  page,
  front: proxy,
}) => {
  proxy.fail('POST /api/token/pair', 502);
  await page.goto('/login');
  await signIn(page, users.staff);
  await expect(page.getByText('Server error occurred. Please try again later or contact support.')).toBeVisible();
  await expect(page.getByText(/An unexpected error occurred/)).toHaveCount(0);
  await expectAccessible(page, 'login after a 502 page');
});

test('a 503 page for a list is retried once, toasted "Server error", reported, and the list shows only its error', async ({
  page,
  request,
  front: proxy,
}) => {
  await signInToDashboard(page, users.staff);
  proxy.fail('GET /api/crm/rooms/', 503);
  const before = proxy.count('GET /api/crm/rooms/');
  // Through the app, so the dashboard is among the pages seen before the failure.
  await mainNavigation(page).getByRole('link', { name: 'Rooms' }).click();
  await expect(page.getByText('The rooms could not be loaded.')).toBeVisible();
  await expect(toast(page, 'Server error')).toBeVisible();
  await expect(toast(page, 'There was a problem with the server. Please try again later.')).toBeVisible();
  expect(proxy.count('GET /api/crm/rooms/') - before, 'the query and its one retry').toBe(2);
  await expect(page.getByText('No rooms found')).toHaveCount(0);
  await expect(page.getByText(/0–0 of 0/)).toHaveCount(0);
  await expectAccessible(page, 'rooms list after a 503 page');
  // Reported to Portico's own server with the pages seen before, which a superuser reads.
  const admin = await (
    await request.post('/api/token/pair', { data: { username: users.admin.email, password: users.admin.password } })
  ).json();
  await expect
    .poll(async () => {
      const kept = await request.get('/api/client-errors/', { headers: { authorization: `Bearer ${admin.access}` } });
      return (await kept.json()).data;
    })
    .toContainEqual(
      expect.objectContaining({
        kind: 'request',
        status: 503,
        page: '/rooms',
        breadcrumbs: expect.arrayContaining([expect.objectContaining({ page: '/dashboard' })]),
      }),
    );

  proxy.heal();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('grid', { name: 'Rooms' })).toBeVisible();
  await expect(page.getByText('The rooms could not be loaded.')).toHaveCount(0);
});

test('a 524 page says "Server Error" / "The request timed out. Please try again."', async ({ page, front: proxy }) => {
  await signInToDashboard(page, users.staff);
  proxy.fail('GET /api/crm/tenants/', 524);
  await page.goto('/tenants');
  await expect(toast(page, 'Server Error')).toBeVisible();
  await expect(toast(page, 'The request timed out. Please try again.')).toBeVisible();
  await expect(page.getByText('The tenants could not be loaded.')).toBeVisible();
});
