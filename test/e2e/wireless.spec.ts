import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { api, expectPath, field, users } from './support/actions';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

test.use({ signedInAs: users.staff });

interface Credentials {
  tenants: { tenant_id: number; tenant_name: string }[];
}

/** The text of the QR code in a PNG screenshot. */
function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

test('a wireless network is created, found, edited with its history, and deleted', async ({ page }) => {
  // A colon and a semicolon: the QR code must escape them.
  const ssid = `E2E;Wi:${Date.now()}`;
  await page.goto('/wireless');
  await expectPath(page, '/wireless');
  await expectAccessible(page, '/wireless');
  await page.getByRole('button', { name: 'Create wireless network' }).click();
  await expectPath(page, '/wireless/create');
  await field(page, 'SSID').fill(ssid);
  await field(page, 'Passphrase').fill('shared-passphrase-1');
  await expectAccessible(page, 'wireless form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/wireless\/\d+$/);
  await expect(page.getByRole('heading', { name: ssid })).toBeVisible();
  await expectAccessible(page, 'wireless detail');
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  await page.goto('/wireless');
  await page.getByLabel('Search wireless networks').fill(ssid);
  await expect(page).toHaveURL(/search=E2E/);
  const grid = page.getByRole('grid', { name: 'Wireless' });
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and the one match
  await grid.getByText(ssid).click();
  await expectPath(page, `/wireless/${id}`);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expectPath(page, `/wireless/${id}/edit`);
  await field(page, 'Description').fill('Edited by e2e');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, `/wireless/${id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Sofie Berg changed').first()).toBeVisible();
  await expect(history.getByText(/→ Edited by e2e/)).toBeVisible();

  // Credentials: a tenant's key generated, revealed, regenerated, and its QR code decoded back.
  await page.getByRole('link', { name: 'Credentials' }).click();
  await expectPath(page, `/wireless/${id}/credentials`);
  await expect(page.getByRole('heading', { name: `Credentials of ${ssid}` })).toBeVisible();
  // The shared passphrase comes only from the recorded reveal call, never with the credentials.
  await expect(page.getByText('shared-passphrase-1')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await expect(page.getByText('shared-passphrase-1')).toBeVisible();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByText('shared-passphrase-1')).toHaveCount(0);
  const { tenants } = await api<Credentials>(page, `/api/crm/wireless/${id}/credentials/`);
  expect(tenants.length, 'the demo site has tenants with networks').toBeGreaterThan(0);
  const tenant = tenants[0];
  const keyCell = page.getByTestId(`key-${tenant.tenant_id}`);
  await page.getByRole('button', { name: `Generate key for ${tenant.tenant_name}` }).click();
  await expect(keyCell).toHaveText(/^[A-Za-z2-9]{20}$/);
  const first = (await keyCell.textContent())!;
  await page.getByRole('button', { name: `Hide key of ${tenant.tenant_name}` }).click();
  await expect(keyCell).not.toContainText(first);
  await expectAccessible(page, 'wireless credentials');
  await page.getByRole('button', { name: `Reveal key of ${tenant.tenant_name}` }).click();
  await expect(keyCell).toHaveText(first);

  await page.getByRole('button', { name: `Regenerate key of ${tenant.tenant_name}` }).click();
  await page.getByRole('dialog', { name: 'Regenerate key?' }).getByRole('button', { name: 'Regenerate' }).click();
  // Generating the first key toasted the same title; the key cell below tells the two apart.
  await expect(page.getByText('Key regenerated').last()).toBeVisible();
  await expect(keyCell).toHaveText(/^[A-Za-z2-9]{20}$/);
  await expect(keyCell).not.toHaveText(first);
  const second = (await keyCell.textContent())!;

  await page.getByRole('button', { name: `Wi-Fi card of ${tenant.tenant_name}` }).click();
  const card = page.getByRole('dialog', { name: 'Wi-Fi card' });
  await expect(card.getByText(tenant.tenant_name)).toBeVisible();
  await expect(card.getByText(second)).toBeVisible();
  await expectAccessible(page, 'Wi-Fi card');
  const qr = decodeQr(await card.getByTestId('wifi-qr').screenshot());
  const escapedSsid = ssid.replace(/[\\;,:"]/g, (c) => `\\${c}`);
  expect(qr).toBe(`WIFI:T:WPA;S:${escapedSsid};P:${second};;`);
  await card.getByRole('button', { name: 'Close' }).click();

  // The History says who revealed and regenerated, never the key.
  await page.goto(`/wireless/${id}`);
  await expect(history.getByText(`revealed the key of ${tenant.tenant_name}`).first()).toBeVisible();
  await expect(history.getByText(`regenerated the key of ${tenant.tenant_name}`).first()).toBeVisible();
  await expect(history.getByText("revealed the network's passphrase")).toBeVisible();
  await expect(page.getByText('shared-passphrase-1')).toHaveCount(0);
  await expect(page.getByText(first)).toHaveCount(0);
  await expect(page.getByText(second)).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectPath(page, '/wireless');
  const after = await api<{ total: number }>(page, `/api/crm/wireless/?search=${encodeURIComponent(ssid)}`);
  expect(after.total).toBe(0);
});
