import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import {
  activeSite,
  api,
  expectPath,
  field,
  mainNavigation,
  menuItem,
  openUserMenu,
  signInHereToDashboard,
  stored,
  users,
} from './support/actions';
import { expect, expectFound, test } from './support/fixtures';

interface Site {
  id: number;
  name: string;
  portal_secret: string | null;
}

interface LiftedState {
  nextActionId: number;
  stagedActionIds: number[];
  actionsById: Record<string, { type: string; action: { type: string; payload?: unknown; meta?: unknown } }>;
  committedState: unknown;
  computedStates: Array<{ state: unknown }>;
}

/** The recording indicator: while recording, the top bar offers Stop. */
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop recording' });

const endpointOf = (action: { meta?: unknown }) =>
  (action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName;

test('a support session is recorded across a site switch and downloads as a DevTools export without secrets', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(stopButton(page)).toBeVisible();
  // The Start button's tooltip fades out once the pointer leaves; axe would catch it half transparent.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expectAccessible(page, 'login while recording');

  // Login and a customer pick (admin has several customers).
  await signInHereToDashboard(page, users.admin);
  const tokensBefore = [await stored<string>(page, 'access_token'), await stored<string>(page, 'refresh_token')];

  // A site switch, with its reload; the recording goes on and its indicator stays on.
  const active = await activeSite(page);
  const sites = await api<{ data: Site[] }>(page, '/api/crm/sites/?page_size=100');
  const target = expectFound(
    sites.data.find((site) => site.id !== active.id),
    'admin has another site to switch to',
  );
  await openUserMenu(page);
  await menuItem(page, 'Switch Site').click();
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await menuItem(page, target.name).click();
  await reloaded;
  await expect(mainNavigation(page)).toBeVisible();
  await expect(stopButton(page)).toBeVisible();

  // A search in a list.
  await mainNavigation(page).getByRole('link', { name: 'Floors' }).click();
  await expectPath(page, '/floors');
  const searched = page.waitForResponse((res) => /\/api\/crm\/floors\/\?.*search=Level/.test(res.url()));
  await page.getByLabel('Search floors').fill('Level');
  await searched;

  // A save: the active site's form, which carries its portal secret.
  const site = await api<Site>(page, `/api/crm/sites/${target.id}/`);
  const portalSecret = expectFound(site.portal_secret, 'the demo site has a portal secret');
  await page.goto('/site/edit');
  await expect(field(page, 'Name')).not.toHaveValue('');
  await expect(stopButton(page)).toBeVisible();
  await field(page, 'Description').fill(`Recorded ${Date.now()}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site updated').first()).toBeVisible();
  const tokensAfter = [await stored<string>(page, 'access_token'), await stored<string>(page, 'refresh_token')];

  await stopButton(page).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stop and download' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^portico-session-[a-z0-9-]+-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
  const text = readFileSync(expectFound(await download.path(), 'the file was saved'), 'utf8');
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeVisible();

  // DevTools' own export: { payload, preloadedState }, both JSON text, and our header beside them.
  const file = JSON.parse(text) as { payload: string; preloadedState: string };
  expect(Object.keys(file).sort()).toEqual(['header', 'payload', 'preloadedState']);
  const lifted = JSON.parse(file.payload) as LiftedState;
  expect(JSON.parse(file.preloadedState)).toEqual(lifted.committedState);
  expect(lifted.computedStates).toHaveLength(lifted.stagedActionIds.length);
  expect(lifted.nextActionId).toBe(lifted.stagedActionIds.length);
  const actions = lifted.stagedActionIds.map((id) => lifted.actionsById[id].action);

  // Every step of the session, in order.
  const indexOf = (what: string, found: (action: (typeof actions)[number]) => boolean) => {
    const index = actions.findIndex(found);
    expect(index, `${what} is recorded`).toBeGreaterThan(0);
    return index;
  };
  const order = [
    indexOf('the login', (a) => a.type === 'session/loginSubmitted'),
    indexOf('the token pair', (a) => a.type === 'session/loggedIn'),
    indexOf('the customer pick', (a) => a.type === 'tenancy/customerSelectRequested'),
    indexOf('the site switch', (a) => a.type === 'tenancy/siteSwitchRequested'),
    indexOf('the reload', (a) => a.type === 'recording/stateCaptured'),
    indexOf(
      'the route to /floors',
      (a) => a.type === 'location/changed' && JSON.stringify(a.payload).includes('/floors'),
    ),
    indexOf(
      'the search',
      (a) => a.type.startsWith('api/executeQuery/pending') && JSON.stringify(a.meta).includes('"search":"Level"'),
    ),
    indexOf('the save', (a) => a.type === 'api/executeMutation/fulfilled updateSite' && endpointOf(a) === 'updateSite'),
    indexOf('the stop', (a) => a.type === 'recording/stopped'),
  ];
  expect(order, 'in the order they happened').toEqual([...order].sort((a, b) => a - b));

  // No password, token or portal secret anywhere in the file.
  const secrets = [users.admin.password, portalSecret, ...tokensBefore, ...tokensAfter].filter(
    (value): value is string => !!value,
  );
  expect(secrets.length).toBeGreaterThanOrEqual(4);
  for (const secret of secrets)
    expect(text.includes(secret), `the file holds no "${secret.slice(0, 12)}…"`).toBe(false);
});
