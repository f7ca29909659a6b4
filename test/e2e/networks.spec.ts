import type { Page } from '@playwright/test';
import { activeSite, api, expectPath, field, mainNavigation, menuItem, openUserMenu, users } from './support/actions';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Proposal {
  vlan_id: number | null;
  subnet: string | null;
  gateway: string | null;
}
interface Site {
  id: number;
  tenant_min_vlan_id: number | null;
  tenant_max_vlan_id: number | null;
}

test.use({ signedInAs: users.staff });

/**
 * Networks and its pages are behind Advanced Mode (requirements §6): switch it on through the user menu
 * unless the server remembered it on from an earlier scenario.
 */
async function openNetworksWithAdvancedMode(page: Page): Promise<void> {
  const networksEntry = mainNavigation(page).getByRole('link', { name: 'Networks', exact: true });
  await expect(mainNavigation(page).getByRole('link', { name: 'Rooms', exact: true })).toBeVisible();
  if (!(await networksEntry.isVisible())) {
    await openUserMenu(page);
    await menuItem(page, 'Advanced Mode').click();
    await page.keyboard.press('Escape');
  }
  await networksEntry.click();
  await expectPath(page, '/networks');
}

async function deleteOpenRecord(page: Page, label: string, listPath: string): Promise<void> {
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectPath(page, listPath);
  await expect(page.getByText(`${label} deleted`)).toBeVisible();
}

test('a network is created with the proposed VLAN and subnet, found, edited with its history, and deleted', async ({
  page,
}) => {
  test.slow(); // the longest scenario here: a refused and an accepted save, an edit, three accessibility scans
  const name = `E2E Network ${Date.now()}`;
  await openNetworksWithAdvancedMode(page);
  await expectAccessible(page, '/networks');

  const proposal = await api<Proposal>(page, '/api/crm/networks/next-free/');
  const sites = await api<{ data: Site[] }>(page, '/api/crm/sites/?page_size=100');
  const siteId = (await activeSite(page)).id;
  const site = sites.data.find((candidate) => candidate.id === siteId)!;
  const [min, max] = [site.tenant_min_vlan_id ?? 1, site.tenant_max_vlan_id ?? 4000];
  expect(proposal.vlan_id, 'the demo site has a free VLAN').not.toBeNull();
  expect(proposal.subnet, 'the demo site has a free subnet').not.toBeNull();

  await page.getByRole('button', { name: 'Create network' }).click();
  await expectPath(page, '/networks/create');
  await expect(field(page, 'VLAN ID')).toHaveValue(String(proposal.vlan_id));
  await expect(field(page, 'Subnet')).toHaveValue(proposal.subnet!);
  await expect(page.getByText(`Between ${min} and ${max} (the site's tenant VLAN range)`)).toBeVisible();
  await expectAccessible(page, 'network form');

  // A VLAN outside the site's range: the server's message on the field, nothing created.
  await field(page, 'Name').fill(name);
  await field(page, 'VLAN ID').fill(String(max === 4094 ? min - 1 : max + 1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'VLAN ID')).toHaveAccessibleDescription(
    `VLAN ID must be between ${min} and ${max} (the site's tenant VLAN range)`,
  );
  await expectPath(page, '/networks/create');

  await field(page, 'VLAN ID').fill(String(proposal.vlan_id));
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/network\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Networks' })).toHaveAttribute('href', '/networks');
  await expectAccessible(page, 'network detail');

  await mainNavigation(page).getByRole('link', { name: 'Networks', exact: true }).click();
  await expectPath(page, '/networks');
  await page.getByLabel('Search networks').fill(name);
  await expect(page).toHaveURL(/search=E2E/);
  const grid = page.getByRole('grid', { name: 'Networks' });
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(grid.getByText(proposal.subnet!)).toBeVisible();
  await grid.getByText(name).click();
  await expectPath(page, /^\/network\/\d+$/);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expectPath(page, /^\/network\/\d+\/edit$/);
  await field(page, 'Name').fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/network\/\d+$/);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Sofie Berg changed')).toBeVisible();
  await expect(history.getByText(`Name: ${name} → ${name} renamed`)).toBeVisible();

  await deleteOpenRecord(page, 'Network', '/networks');
  const after = await api<{ total: number }>(page, `/api/crm/networks/?search=${encodeURIComponent(name)}`);
  expect(after.total).toBe(0);
});

test('a speed limit is created, edited with its history, and deleted under Networks', async ({ page }) => {
  const stamp = Date.now();
  const limitName = `E2E ${stamp % 100000} Mbit`;
  await openNetworksWithAdvancedMode(page);

  const section = page.getByRole('navigation', { name: 'Networks section' });
  await section.getByRole('link', { name: 'Speed limits' }).click();
  await expectPath(page, '/networks/speed-limits');
  await expectAccessible(page, '/networks/speed-limits');
  await page.getByRole('button', { name: 'Create speed limit' }).click();
  await expectPath(page, '/networks/speed-limits/create');
  await field(page, 'Name').fill(limitName);
  await field(page, 'Download (kbit/s)').fill('50000');
  await field(page, 'Upload (kbit/s)').fill('10000');
  await expectAccessible(page, 'speed limit form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/networks\/speed-limit\/\d+$/);
  await expect(page.getByRole('heading', { name: limitName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Speed limit' })).toContainText('50 Mbit/s');
  await expectAccessible(page, 'speed limit detail');
  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Upload (kbit/s)').fill('20000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/networks\/speed-limit\/\d+$/);
  await expect(page.getByRole('region', { name: 'History' }).getByText('Sofie Berg changed')).toBeVisible();
  await deleteOpenRecord(page, 'Speed limit', '/networks/speed-limits');
});

test('an external IP is created, edited with its history, and deleted under Networks', async ({ page }) => {
  const stamp = Date.now();
  await openNetworksWithAdvancedMode(page);
  const address = `198.51.100.${(stamp % 200) + 20}`;
  await page.goto('/networks/external-ips');
  await expect(page.getByRole('heading', { name: 'External IPs' })).toBeVisible();
  await expectAccessible(page, '/networks/external-ips');
  await page.getByRole('button', { name: 'Create external IP' }).click();
  await expectPath(page, '/external-ips/create');
  await field(page, 'Address').fill(address);
  await expectAccessible(page, 'external IP form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/external-ip\/\d+$/);
  await expect(page.getByRole('heading', { name: address })).toBeVisible();
  await expectAccessible(page, 'external IP detail');
  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Description').fill('Uplink test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/external-ip\/\d+$/);
  await expect(page.getByRole('region', { name: 'History' }).getByText('Sofie Berg changed')).toBeVisible();
  await deleteOpenRecord(page, 'External IP', '/external-ips');
});
