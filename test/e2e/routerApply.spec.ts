import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { api, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { routerLogin, type SimulatedRouter } from './support/router';

interface Device {
  id: number;
  identity: string;
  state: string;
  changes_pending: boolean;
}
interface Network {
  id: number;
  vlan_id: number;
  site_id: number;
}
interface Page_<T> {
  data: T[];
}

test.use({ signedInAs: users.admin });

/** A router at the active site, brought in sync once (through the API), so the scenario starts from In sync. */
async function routerInSync(page: Page, { sim }: SimulatedRouter, siteId: number): Promise<Device> {
  const device = await api<Device>(page, '/api/mikrotik/devices/', {
    method: 'POST',
    body: {
      identity: `e2e-apply-${Date.now()}`,
      ip_address: sim.host,
      api_port: sim.port,
      site_id: siteId,
      login_credentials: {
        username: routerLogin.user,
        password: routerLogin.password,
        enabled: true,
        description: null,
      },
    },
  });
  await api(page, `/api/mikrotik/devices/${device.id}/apply/`, { method: 'POST' });
  await expect
    .poll(async () => (await api<Device>(page, `/api/mikrotik/devices/${device.id}/`)).state, { timeout: 30_000 })
    .toBe('in_sync');
  return device;
}

test("a network's new VLAN: Changes pending, the plan's diff, Apply with progress, In sync, and who applied it", async ({
  page,
  router,
}) => {
  const networks = await api<Page_<Network>>(page, '/api/crm/networks/?page=1&page_size=100');
  const network = expectFound(networks.data[0], 'the active site has a network');
  const device = await routerInSync(page, router, network.site_id);
  const used = new Set(networks.data.map((n) => n.vlan_id));
  const vlan = expectFound(
    Array.from({ length: 200 }, (_, i) => network.vlan_id + 1 + i).find((v) => !used.has(v) && v < 4095),
    'a free VLAN id',
  );

  // The change is made in Portico; the router is not contacted, the device is only marked.
  await api(page, `/api/crm/networks/${network.id}/`, { method: 'PATCH', body: { vlan_id: vlan } });
  await page.goto(`/mikrotik/devices/${device.id}`);
  const card = page.getByRole('region', { name: 'Plan' });
  await expect(card.getByText('Changes pending')).toBeVisible();
  await expect(card.getByText(/\d+ items? to apply/)).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(`vlan-id: ${network.vlan_id} → ${vlan}`).first()).toBeVisible();
  await expectAccessible(page, 'device plan');

  router.sim.options.defaultDelayMs = 150; // a slow router, so the progress can be seen
  await card.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${device.identity}?` });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(card.getByRole('status', { name: 'Apply progress' })).toContainText(/Applying: \d+ \/ \d+ done|waiting/);

  await expect(card.getByText('In sync', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Changes pending')).toBeHidden();
  await expect(card.getByText(/nothing to apply/)).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/Last applied .* by Ada Admin/)).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Applied by Ada Admin').first()).toBeVisible();
  await expectAccessible(page, 'device plan applied');
});
