import { expectAccessible } from './support/accessibility';
import { api, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import type { RouterOsSimulator } from '../../tools/routeros-simulator/simulator';
import { routerInSync, startFreshRouter } from './support/router';

interface Network {
  id: number;
  vlan_id: number;
  site_id: number;
}
interface Page_<T> {
  data: T[];
}

test.use({ signedInAs: users.admin });

let sim: RouterOsSimulator;
test.beforeEach(async () => {
  sim = await startFreshRouter();
});
test.afterEach(async () => sim.close());

test("a network's new VLAN: Changes pending, the plan's diff, Apply with progress, In sync, and who applied it", async ({
  page,
}) => {
  const networks = await api<Page_<Network>>(page, '/api/crm/networks/?page=1&page_size=100');
  const network = expectFound(networks.data[0], 'the active site has a network');
  const device = await routerInSync(page, sim, network.site_id);
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

  sim.options.defaultDelayMs = 150; // a slow router, so the progress can be seen
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
