import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { api, field, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

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

test.use({ signedInAs: users.staff });
test.setTimeout(150_000);

test('move-in from a room page: one submit, then the Wi-Fi card to print; move-out shows what it withdraws first', async ({
  page,
}) => {
  const stamp = Date.now();
  const ssid = `E2E Home ${stamp}`;
  const floors = await api<{ data: Named[] }>(page, '/api/crm/floors/?page_size=1');
  const floor = expectFound(floors.data[0], 'the staff user has a floor in the active site');
  const room = await api<Named>(page, '/api/crm/rooms/', {
    method: 'POST',
    body: { floor_id: floor.id, name: `MI${stamp}` },
  });
  await api(page, '/api/crm/wireless/', {
    method: 'POST',
    body: { ssid, security: 'wpa2-personal', passphrase: 'guest-passphrase-1' },
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
  await field(dialog, 'Move-in date').fill(localDate());
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
  expect(period).toMatchObject({ tenant_name: tenantName, start_date: localDate(), end_date: null });
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

  // Move-out: the server's preview first, saved only on Confirm.
  const panel = page.getByRole('region', { name: 'Occupancy' });
  await expect(panel.getByText(tenantName)).toBeVisible();
  await panel.getByRole('button', { name: 'Move out' }).click();
  const out = page.getByRole('dialog', { name: `Move ${tenantName} out of ${room.name}` });
  await field(out, 'Move-out date').fill(localDate(7));
  const summary = out.getByRole('list', { name: 'What the move-out withdraws' });
  await expect(summary.getByText(/^Wi-Fi keys revoked:/)).toContainText(ssid);
  await expectAccessible(page, 'move-out preview');
  expect((await api<{ data: Period[] }>(page, `/api/crm/rooms/${room.id}/occupancy/`)).data[0].end_date).toBeNull();
  await out.getByRole('button', { name: 'Confirm move-out' }).click();
  await expect(out).toHaveCount(0);
  expect((await api<{ data: Period[] }>(page, `/api/crm/rooms/${room.id}/occupancy/`)).data[0].end_date).toBe(
    localDate(7),
  );
});
