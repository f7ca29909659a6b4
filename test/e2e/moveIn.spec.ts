import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { RouterOsSimulator } from '../../tools/routeros-simulator/simulator';
import { activeSite, api, field, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';
import { routerInSync, startFreshRouter } from './support/router';

interface Named {
  id: number;
  name: string;
}
interface Period {
  id: number;
  tenant_id: number;
  tenant_name: string;
  start_date: string | null;
  end_date: string | null;
}

/** The text of the QR code in a PNG screenshot. */
function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

const localDate = (offsetDays = 0) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

// A superuser: the scenario registers a router of its own (a simulator) at the active site.
test.use({ signedInAs: users.admin });
test.setTimeout(240_000);

let sim: RouterOsSimulator;
test.beforeEach(async () => {
  sim = await startFreshRouter();
});
test.afterEach(async () => sim.close());

/** What the router carries for the room's port and the tenant's key (VLAN ids as RouterOS writes them). */
const onRouter = (port: string, key: string) => ({
  port: sim.store.rows('/interface/bridge/port').find((row) => row.interface === port)?.pvid ?? null,
  key: sim.store.rows('/interface/wifi/security/multi-passphrase').find((row) => row.passphrase === key)?.['vlan-id'],
});

test('move-in from a room page: one submit, the Wi-Fi card to print, and at its start the router carries port and key; move-out shows what it withdraws, and at its time withdraws it', async ({
  page,
}) => {
  const stamp = Date.now();
  const ssid = `E2E Home ${stamp}`;
  const site = await activeSite(page);
  const device = await routerInSync(page, sim, site.id);
  // The site applies move-ins and move-outs when they come due (the server looks every 2 s here).
  const { vacant_vlan_id: vacant } = await api<{ vacant_vlan_id: number | null }>(
    page,
    `/api/crm/sites/${site.id}/move-settings/`,
    { method: 'PATCH', body: { move_apply: 'apply' } },
  );
  expect(vacant).not.toBeNull();
  const floors = await api<{ data: Named[] }>(page, '/api/crm/floors/?page_size=1');
  const floor = expectFound(floors.data[0], 'the active site has a floor');
  const room = await api<Named>(page, '/api/crm/rooms/', {
    method: 'POST',
    body: { floor_id: floor.id, name: `MI${stamp}` },
  });
  const port = 'ether7';
  await api(page, '/api/crm/outlets/', {
    method: 'POST',
    body: { room_id: room.id, label: `MI${stamp}-1`, switch_port: `${device.identity} ${port}` },
  });
  // Guests with the shared passphrase land in the site's guest network; each tenant's key in its own VLAN.
  const networks = await api<{ data: { id: number; tenant_id: number | null }[] }>(
    page,
    '/api/crm/networks/?page_size=100',
  );
  const guests = expectFound(
    networks.data.find((network) => network.tenant_id === null),
    'the site has a guest network',
  );
  await api(page, '/api/crm/wireless/', {
    method: 'POST',
    body: { ssid, security: 'wpa2-personal', passphrase: 'guest-passphrase-1', network_id: guests.id },
  });
  const proposal = await api<{ vlan_id: number; subnet: string }>(page, '/api/crm/networks/next-free/');

  await page.goto(`/room/${room.id}`);
  await page.getByRole('button', { name: 'Move in' }).click();
  const dialog = page.getByRole('dialog', { name: `Move in to ${room.name}` });
  await expect(dialog.getByLabel('Network proposal')).toContainText(`VLAN ${proposal.vlan_id}`);
  await expect(dialog.getByLabel('Network proposal')).toContainText(proposal.subnet);
  // Nothing named: refused in the browser, on its field.
  await dialog.getByRole('button', { name: 'Move in' }).click();
  await expect(field(dialog, "New tenant's name")).toHaveAccessibleDescription(
    "Enter the new tenant's name or pick an existing tenant",
  );
  const tenantName = `E2E Mover ${stamp}`;
  await field(dialog, "New tenant's name").fill(tenantName);
  // Moved in from yesterday: its start came due at the site's last midnight, so the server's next look applies it.
  await field(dialog, 'Move-in date').fill(localDate(-1));
  await expectAccessible(page, 'move-in dialog');
  await dialog.getByRole('button', { name: 'Move in' }).click();

  // The demo site has wireless networks of its own: the tenant got a key on each and picks the card.
  const cards = page.getByRole('dialog', { name: `Wi-Fi cards of ${tenantName}` });
  await expectAccessible(page, 'Wi-Fi cards after move-in');
  await cards.getByRole('button', { name: `Wi-Fi card for ${ssid}` }).click();
  const card = page.getByRole('dialog', { name: 'Wi-Fi card' });
  await expect(card.getByText(tenantName)).toBeVisible();
  await expect(card.getByText(ssid)).toBeVisible();
  const periods = await api<{ data: Period[] }>(page, `/api/crm/rooms/${room.id}/occupancy/`);
  const period = expectFound(periods.data[0], 'the move-in made an occupancy');
  expect(period).toMatchObject({ tenant_name: tenantName, start_date: localDate(-1), end_date: null });
  const wireless = await api<{ data: { id: number }[] }>(page, `/api/crm/wireless/?search=${encodeURIComponent(ssid)}`);
  const wirelessId = expectFound(wireless.data[0], 'the wireless network').id;
  const { key } = await api<{ key: string }>(
    page,
    `/api/crm/wireless/${wirelessId}/credentials/${period.tenant_id}/reveal/`,
    { method: 'POST', body: {} },
  );
  await expect(card.getByText(key)).toBeVisible();
  expect(decodeQr(await card.getByTestId('wifi-qr').screenshot())).toBe(`WIFI:T:WPA;S:${ssid};P:${key};;`);
  await expectAccessible(page, 'Wi-Fi card after move-in');
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await card.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await card.getByRole('button', { name: 'Close' }).click();
  await cards.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const tenantNetwork = await api<{ data: { vlan_id: number; subnet: string }[] }>(
    page,
    `/api/crm/networks/?tenant_id=${period.tenant_id}`,
  );
  expect(tenantNetwork.data).toEqual([expect.objectContaining({ vlan_id: proposal.vlan_id, subnet: proposal.subnet })]);

  // The key on the card is on the air, on the tenant's VLAN, and the room's port is on it too; In sync.
  const vlan = String(proposal.vlan_id);
  await expect.poll(() => onRouter(port, key), { timeout: 60_000 }).toEqual({ port: vlan, key: vlan });
  await expect
    .poll(async () => api<{ state: string; changes_pending: boolean }>(page, `/api/mikrotik/devices/${device.id}/`), {
      timeout: 30_000,
    })
    .toMatchObject({ state: 'in_sync', changes_pending: false });

  // Move-out: the server's preview first, saved only on Confirm.
  const panel = page.getByRole('region', { name: 'Occupancy' });
  await expect(panel.getByText(tenantName)).toBeVisible();
  await panel.getByRole('button', { name: 'Move out' }).click();
  const out = page.getByRole('dialog', { name: `Move ${tenantName} out of ${room.name}` });
  await field(out, 'Move-out date').fill(localDate());
  const summary = out.getByRole('list', { name: 'What the move-out withdraws' });
  await expect(summary.getByText(/^Wi-Fi keys revoked:/)).toContainText(ssid);
  await expectAccessible(page, 'move-out preview');
  expect((await api<{ data: Period[] }>(page, `/api/crm/rooms/${room.id}/occupancy/`)).data[0].end_date).toBeNull();
  await out.getByRole('button', { name: 'Confirm move-out' }).click();
  await expect(out).toHaveCount(0);
  expect((await api<{ data: Period[] }>(page, `/api/crm/rooms/${room.id}/occupancy/`)).data[0].end_date).toBe(
    localDate(),
  );
  // Moved out today: at the site's last midnight, so the next look withdraws the key and vacates the port.
  await expect.poll(() => onRouter(port, key), { timeout: 60_000 }).toEqual({ port: String(vacant), key: undefined });
});
