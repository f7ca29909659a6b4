import type { Page } from '@playwright/test';
import { api, expectPath, field, mainNavigation, users } from './support/actions';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Tenant {
  id: number;
  name: string;
  phone: string | null;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.use({ signedInAs: users.staff });
// A long scenario of many screens: more than the default minute on a busy two-core machine.
test.setTimeout(150_000);

test('a tenant is created through the form, found by search, edited with a History entry, made active and deleted', async ({
  page,
}) => {
  const name = `E2E Tenant ${Date.now()}`;
  await mainNavigation(page).getByRole('link', { name: 'Tenants' }).click();
  await expectPath(page, '/tenants');
  await page.getByRole('button', { name: 'Create tenant' }).click();
  await expectPath(page, '/tenants/create');
  await field(page, 'Name').fill(name);
  await field(page, 'E-mail').fill('e2e.tenant@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/tenant\/\d+$/);
  await expect(heading(page, name)).toBeVisible();
  await expectAccessible(page, 'tenant detail');
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));

  // Found with the list's search, then opened from its row.
  await mainNavigation(page).getByRole('link', { name: 'Tenants' }).click();
  await expectPath(page, '/tenants');
  await page.getByLabel('Search tenants').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'E2E Tenant' })).toHaveCount(1);
  await row.getByText(name).click();
  await expectPath(page, `/tenant/${id}`);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expectPath(page, `/tenant/${id}/edit`);
  await field(page, 'Phone').fill('+47 400 00 000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, `/tenant/${id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('+47 400 00 000')).toBeVisible();
  await expectAccessible(page, 'tenant history');
  const saved = await api<Tenant>(page, `/api/crm/tenants/${id}/`);
  expect(saved.phone).toBe('+47 400 00 000');

  // Active tenant: shown in the top bar, linking to the tenant, and cleared from there.
  await page.getByRole('button', { name: 'Make active tenant' }).click();
  const chip = page.getByRole('group', { name: 'Active tenant' });
  await expect(chip.getByRole('link', { name })).toHaveAttribute('href', `/tenant/${id}`);
  await chip.getByRole('button', { name: 'Clear active tenant' }).click();
  await expect(chip).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectPath(page, '/tenants');
  const left = await api<{ data: Tenant[] }>(page, `/api/crm/tenants/?search=${encodeURIComponent(name)}`);
  expect(
    left.data.map((tenant) => tenant.id),
    'the tenant is gone',
  ).not.toContain(id);
});
