import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { api, expectPath, field, signInToDashboard, users } from './support/actions';
import { expectAccessible } from './support/accessibility';
import { root } from './support/build';
import { expect, expectFound, test as base } from './support/fixtures';
import { type RunningServer, startServer } from './support/server';

/**
 * The server of this file, owned here so that scenarios can stop and restart it (same port, same
 * data). Debug logging lists every request, so the log tells how many sockets were opened.
 */
class RestartableServer {
  private running?: RunningServer;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-realtime-'));
  readonly logFile = path.join(root, 'test-results', 'e2e-server-realtime.log');

  constructor(readonly port: number) {}

  get current(): RunningServer {
    return expectFound(this.running, 'the realtime server is running');
  }

  async start(env: NodeJS.ProcessEnv = {}): Promise<void> {
    this.running = await startServer({
      port: this.port,
      logFile: this.logFile,
      dataDir: this.dataDir,
      template: process.env.E2E_DATA_TEMPLATE,
      env: { LOG_LEVEL: 'debug', ...env },
    });
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    await this.running.stop();
    this.running = undefined;
  }

  /** The log of the running server (startServer rewrites the file on each start). */
  log(): string {
    try {
      return fs.readFileSync(this.logFile, 'utf8');
    } catch {
      return '';
    }
  }

  /** How many websocket upgrades the running server has seen. */
  socketCount(): number {
    return (this.log().match(/"url":"\/api\/ws"/g) ?? []).length;
  }

  async dispose(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const test = base.extend<object, { realtimeServer: RestartableServer }>({
  realtimeServer: [
    async ({}, use, workerInfo) => {
      const server = new RestartableServer(Number(process.env.E2E_PORT ?? 18180) + (workerInfo.workerIndex % 20));
      await server.start();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  server: async ({ realtimeServer }, use) => use(realtimeServer.current),
});

test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: users.staff });

const healthButton = (page: Page) => page.getByRole('button', { name: 'System health' });

/** Waits until the tab's health came over the socket (the dialog shows its round trip), then closes the dialog. */
async function expectSocketHealth(page: Page): Promise<void> {
  await expect(async () => {
    await healthButton(page).click();
    const dialog = page.getByRole('dialog', { name: /System health/ });
    try {
      await expect(dialog.getByText(/^Realtime round trip: \d+ ms$/)).toBeVisible({ timeout: 1_000 });
    } finally {
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  }).toPass({ timeout: 20_000 });
}

test('two tabs of one browser share one socket', async ({ page, context, realtimeServer }) => {
  await expectSocketHealth(page);
  const socketsAfterFirstTab = realtimeServer.socketCount();
  expect(socketsAfterFirstTab).toBeGreaterThanOrEqual(1);

  const second = await context.newPage();
  await second.goto('/dashboard');
  await expectSocketHealth(second);
  await healthButton(second).click();
  await expectAccessible(second, 'health dialog over the socket');
  await second.getByRole('button', { name: 'Close' }).click();
  expect(realtimeServer.socketCount()).toBe(socketsAfterFirstTab);
  await second.close();
});

test("another browser's save shows in this one's open list without a reload", async ({ page, browser, server }) => {
  const room = expectFound(
    (await api<{ data: Array<{ id: number; name: string }> }>(page, '/api/crm/rooms/?page_size=1')).data[0],
    'the staff site has a room',
  );
  await page.goto('/rooms');
  const grid = page.getByRole('grid', { name: 'Rooms' });
  await expect(grid.getByText(room.name, { exact: true })).toBeVisible();
  await expectSocketHealth(page);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const other = await browser.newContext({ baseURL: server.baseUrl });
  try {
    const otherPage = await other.newPage();
    await signInToDashboard(otherPage, users.staff);
    await otherPage.goto(`/room/${room.id}/edit`);
    const renamed = `${room.name} live ${Date.now() % 100000}`;
    await field(otherPage, 'Name').fill(renamed);
    await otherPage.getByRole('button', { name: 'Save' }).click();
    await expectPath(otherPage, `/room/${room.id}`);

    await expect(grid.getByText(renamed, { exact: true })).toBeVisible({ timeout: 5_000 });
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expectAccessible(page, '/rooms after a live update');
  } finally {
    await other.close();
  }
});

test('a stopped server shows Disconnected, and its return "Connection restored."', async ({ page, realtimeServer }) => {
  await expectSocketHealth(page);
  await realtimeServer.stop();
  await expect(healthButton(page)).toHaveAccessibleDescription('Disconnected', { timeout: 15_000 });
  await realtimeServer.start();
  await expect(page.getByText('Connection restored.')).toBeVisible({ timeout: 30_000 });
  // The demo routers do not answer here, so the indicator may say they have issues: the backend is back either way.
  await expect(healthButton(page)).toHaveAccessibleDescription(/^(All systems operational|Some services have issues)$/);
  await expectAccessible(page, 'dashboard after the connection came back');
});

test('a token the server no longer accepts ends the session', async ({ page, realtimeServer }) => {
  await expectSocketHealth(page);
  // Another signing key: the socket's next authentication is refused (4401).
  await realtimeServer.stop();
  await realtimeServer.start({ JWT_SECRET: `rotated-${Date.now()}` });
  await expectPath(page, '/login', 40_000);
  await expect(field(page, 'Email')).toBeVisible();
  await expect(page.getByText('Session expired')).toHaveCount(0);
  await expectAccessible(page, '/login after the session ended');
});
