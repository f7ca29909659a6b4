import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { api, expectPath, field, mainNavigation, signInHereToDashboard, stored, users } from './support/actions';
import { devToolsExtensionScript } from './support/devToolsExtension';
import { expect, expectFound, test } from './support/fixtures';

interface RecordedAction {
  type: string;
  payload?: Record<string, unknown>;
  meta?: { request?: { method: string; path: string; status: number | string | null; durationMs: number | null } };
}

interface Lifted {
  stagedActionIds: number[];
  actionsById: Record<string, { action: RecordedAction }>;
}

interface TenantAccess {
  tenant_id: number;
  tenant_name: string;
  has_key: boolean;
}

/**
 * A wireless network of the active site and a tenant of it that has a key (generated now, through the
 * API and so outside the recording, when none has one yet).
 */
async function wirelessTenant(page: Page): Promise<{ id: number; tenant: TenantAccess }> {
  const networks = await api<{ data: Array<{ id: number }> }>(page, '/api/crm/wireless/?page_size=100');
  for (const { id } of networks.data) {
    const { tenants } = await api<{ tenants: TenantAccess[] }>(page, `/api/crm/wireless/${id}/credentials/`);
    const tenant = tenants.find((candidate) => candidate.has_key) ?? tenants[0];
    if (!tenant) continue;
    if (!tenant.has_key) {
      await api(page, `/api/crm/wireless/${id}/credentials/${tenant.tenant_id}/regenerate/`, { method: 'POST' });
    }
    return { id, tenant };
  }
  throw new Error('the demo site has no wireless network with tenants');
}

/** The admin's recorded session, shared by the scenarios of this file in order. */
let recording: { text: string; secrets: string[] } | undefined;

const localStorageOf = (page: Page) => page.evaluate(() => ({ ...window.localStorage }));

test.describe.configure({ mode: 'serial' });

test('an admin records a session that tells its story: a validation failure, a 404, a revealed Wi-Fi key, a 500, the header and a note, no secret', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await signInHereToDashboard(page, users.admin);
  const tokens = [await stored<string>(page, 'access_token'), await stored<string>(page, 'refresh_token')];

  // A room saved without a name: the form says "Name is required".
  const rooms = await api<{ data: Array<{ id: number }> }>(page, '/api/crm/rooms/?page_size=1');
  const room = expectFound(rooms.data[0], 'the demo site has a room');
  await page.goto(`/room/${room.id}/edit`);
  await expect(field(page, 'Name')).not.toHaveValue('');
  await field(page, 'Name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  // A room that does not exist: 404.
  await page.goto('/room/987654321');
  await expect(page.getByText(/not found/i).first()).toBeVisible();

  // A tenant's Wi-Fi key revealed on screen: the recording keeps the call, never the key.
  const { id: wirelessId, tenant } = await wirelessTenant(page);
  await page.goto(`/wireless/${wirelessId}/credentials`);
  const keyCell = page.getByTestId(`key-${tenant.tenant_id}`);
  await page.getByRole('button', { name: `Reveal key of ${tenant.tenant_name}` }).click();
  await expect(keyCell).toHaveText(/^[A-Za-z2-9]{20}$/);
  const revealedKey = expectFound(await keyCell.textContent(), 'the key is shown');

  // The server failing on the floors list: 500 (the one answer this scenario stages).
  await page.route('**/api/crm/floors/?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Internal server error"}' }),
  );
  await mainNavigation(page).getByRole('link', { name: 'Floors' }).click();
  await expectPath(page, '/floors');
  // A list retries a failed request once, after 1 s: both attempts fail.
  const failed = (response: { url(): string; status(): number }) =>
    response.url().includes('/api/crm/floors/') && response.status() === 500;
  await page.waitForResponse(failed);
  await page.waitForResponse(failed);
  await page.waitForTimeout(300);
  await page.unroute('**/api/crm/floors/?*');

  // Stop, with a note for support.
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await field(page, 'Note for support').fill('Saving room 1 says the name is missing');
  await expectAccessible(page, 'stop recording dialog');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stop and download' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^portico-session-[a-z0-9-]+-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
  const text = readFileSync(expectFound(await download.path(), 'the file was saved'), 'utf8');

  const file = JSON.parse(text) as { payload: string; header: Record<string, unknown> };
  expect(file.header).toMatchObject({
    app: { version: expect.any(String), commit: expect.stringMatching(/^[0-9a-f]{7,}|unknown$/) },
    browser: expect.stringContaining('Chrome'),
    timeZone: expect.any(String),
    screen: expect.stringMatching(/\d+×\d+/),
    customerId: expect.any(Number),
    siteId: expect.any(Number),
    userId: expect.any(Number),
    startedAt: expect.any(String),
    stoppedAt: expect.any(String),
    note: 'Saving room 1 says the name is missing',
  });
  expect((file.header.app as { builtAt: unknown }).builtAt).toEqual(expect.any(String));
  const lifted = JSON.parse(file.payload) as Lifted;
  const actions = lifted.stagedActionIds.map((id) => lifted.actionsById[id].action);
  expect(actions[1]).toMatchObject({ type: 'recording/described', payload: { note: file.header.note } });
  expect(actions).toContainEqual(
    expect.objectContaining({
      type: 'form/validationFailed',
      payload: expect.objectContaining({ errors: expect.objectContaining({ name: 'Name is required' }) }),
    }),
  );
  const requests = actions.flatMap((action) => (action.meta?.request ? [action.meta.request] : []));
  expect(requests).toContainEqual(
    expect.objectContaining({
      method: 'GET',
      path: '/api/crm/rooms/987654321/',
      status: 404,
      durationMs: expect.any(Number),
    }),
  );
  expect(requests).toContainEqual(
    expect.objectContaining({ method: 'GET', path: expect.stringMatching(/^\/api\/crm\/floors\/\?/), status: 500 }),
  );
  expect(actions.map((action) => action.type)).toContain('api/executeQuery/rejected getRoom');
  expect(requests).toContainEqual(
    expect.objectContaining({
      method: 'POST',
      path: `/api/crm/wireless/${wirelessId}/credentials/${tenant.tenant_id}/reveal/`,
      status: 200,
    }),
  );

  const secrets = [users.admin.password, ...tokens, revealedKey].filter((value): value is string => !!value);
  expect(secrets).toHaveLength(4);
  for (const secret of secrets) expect(text.includes(secret), `the file holds no "${secret.slice(0, 8)}…"`).toBe(false);
  expect(text).not.toContain('eyJ');
  recording = { text, secrets };
});

test.describe("imported into a staff user's live tab as the DevTools extension does it", () => {
  test.use({ signedInAs: users.staff });

  test('replays without state errors, leaves the staff session and storage alone and sends no recorded token', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { text } = expectFound(recording, 'the admin recorded a session first');
    await page.addInitScript({ content: devToolsExtensionScript() });
    await page.reload();
    await expect(mainNavigation(page)).toBeVisible();
    await page.waitForTimeout(500); // the staff session has settled in storage
    const storageBefore = await localStorageOf(page);
    expect(storageBefore.access_token).toBeTruthy();

    const outcome = await page.evaluate((file) => window.__devToolsImport(file), text);
    // Listening from here on: the import enters replay mode before it returns, while the staff's live
    // page may still send its own calls up to then (two such calls were counted on CI).
    const sent: Request[] = [];
    page.on('request', (request) => sent.push(request));
    expect(outcome.errors).toEqual([]);
    expect(outcome.states).toBeGreaterThan(20);
    await expect(page.getByRole('status').filter({ hasText: 'Replaying a recording' })).toBeVisible();

    // Clicking around the replayed app neither stores nor sends anything with the recorded token.
    await mainNavigation(page).getByRole('link', { name: 'Rooms' }).click();
    await page.waitForTimeout(1000);
    expect(await localStorageOf(page)).toEqual(storageBefore);
    const authorizations = await Promise.all(sent.map((request) => request.headerValue('authorization')));
    expect(authorizations.filter((value) => value?.includes('[redacted]'))).toEqual([]);
    const apiCalls = sent.filter((request) => new URL(request.url()).pathname.startsWith('/api/'));
    expect(apiCalls.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);

    // A reload returns to the staff user's own session.
    await page.reload();
    await expect(mainNavigation(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Replaying a recording' })).toBeHidden();
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect(await stored<{ email: string }>(page, 'user')).toMatchObject({ email: users.staff.email });
    expect(await stored<string>(page, 'access_token')).toBe(storageBefore.access_token);
  });
});

declare global {
  interface Window {
    __devToolsImport(text: string): { states: number; errors: unknown[] };
  }
}
