import type { Page } from '@playwright/test';
import { api, field, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Named {
  id: number;
  name: string;
}
interface Period {
  tenant_id: number;
  start_date: string | null;
  end_date: string | null;
}

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function addOccupancy(page: Page, roomName: string, startDate?: string): Promise<void> {
  await page.getByRole('region', { name: 'Occupancy' }).getByRole('button', { name: 'Add occupancy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add occupancy' });
  const searched = page.waitForResponse((res) => /\/api\/crm\/rooms\/\?.*search=/.test(res.url()));
  const roomPicker = dialog.getByRole('combobox', { name: 'Room' });
  await roomPicker.click(); // focused first, as in floors.spec.ts
  await roomPicker.fill(roomName);
  await searched; // the options of the typed text, not the first ones shown on opening
  await page.getByRole('option', { name: new RegExp(`${roomName}$`) }).click();
  if (startDate) await field(dialog, 'Start date').fill(startDate);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

test.use({ signedInAs: users.staff });
// A long scenario of many screens: more than the default minute on a busy two-core machine.
test.setTimeout(150_000);

test('occupancy: a room is added to a tenant, an overlapping period is refused on its field, and the first one ends today', async ({
  page,
}) => {
  // A fresh room of the active site, so no demo period is in the way; two tenants to compete for it.
  const stamp = Date.now();
  const floors = await api<{ data: Named[] }>(page, '/api/crm/floors/?page_size=1');
  const floor = expectFound(floors.data[0], 'the staff user has a floor in the active site');
  const room = await api<Named>(page, '/api/crm/rooms/', {
    method: 'POST',
    body: { floor_id: floor.id, name: `E2E${stamp}` },
  });
  const first = await api<Named>(page, '/api/crm/tenants/', { method: 'POST', body: { name: `E2E First ${stamp}` } });
  const second = await api<Named>(page, '/api/crm/tenants/', { method: 'POST', body: { name: `E2E Second ${stamp}` } });

  await page.goto(`/tenant/${first.id}`);
  await addOccupancy(page, room.name, '2025-01-01');
  const panel = page.getByRole('region', { name: 'Occupancy' });
  await expect(panel.getByRole('link', { name: new RegExp(`${room.name}$`) })).toHaveAttribute(
    'href',
    `/room/${room.id}`,
  );
  await expect(panel.getByText('Current')).toBeVisible();
  await expectAccessible(page, 'occupancy on the tenant page');

  await page.goto(`/tenant/${second.id}`);
  await addOccupancy(page, room.name);
  const dialog = page.getByRole('dialog', { name: 'Add occupancy' });
  const message = `The room is already occupied by ${first.name} from 2025-01-01 until further notice`;
  await expect(field(dialog, 'Start date')).toHaveAccessibleDescription(message);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/tenant/${first.id}`);
  await panel.getByRole('button', { name: new RegExp(`^End today: .*${room.name}$`) }).click();
  await expect(panel.getByText('Ended')).toBeVisible();
  await expectAccessible(page, 'occupancy ended');
  await expect(panel.getByText(today())).toBeVisible();
  const periods = await api<{ data: Period[] }>(page, `/api/crm/rooms/${room.id}/occupancy/`);
  expect(periods.data).toEqual([
    expect.objectContaining({ tenant_id: first.id, start_date: '2025-01-01', end_date: today() }),
  ]);

  // The move-out day is free: the second tenant can move in today.
  await page.goto(`/tenant/${second.id}`);
  await addOccupancy(page, room.name);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByText('Current')).toBeVisible();
});
