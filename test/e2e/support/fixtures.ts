import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { signInToDashboard, type DemoUser } from './actions';
import { chromiumMissingMessage } from './browser';
import { root } from './build';
import { startSimulatedRouter, type SimulatedRouter } from './router';
import { alreadyRunning, startServer, tail, type RunningServer } from './server';

export { expect };

/** Debugging aid: run against an already running server (no build, no fresh data per file). */
const externalBaseUrl = process.env.E2E_BASE_URL;
const basePort = Number(process.env.E2E_PORT ?? 18180);

/**
 * One real server (as `npm start` runs it) per spec file, on a fresh DATA_DIR (a copy of the
 * suite's first-start template), so server-side state such as a user's last active customer never
 * leaks from one file into the next, while the scenarios of one file share it in order.
 */
/** Server environment a spec file needs beyond the defaults (alerts: routers probed every 2 s). */
const specEnv: Record<string, NodeJS.ProcessEnv> = {
  'alerts.spec.ts': { HEALTH_INTERVAL_SECONDS: '2', HEALTH_PROBE_TIMEOUT_MS: '1500', ALERTS_EVALUATE_SECONDS: '1' },
  // A failed webhook delivery is retried once, a second later, then shows as failed.
  'notifications.spec.ts': { NOTIFY_RETRY_LIMIT: '1', NOTIFY_RETRY_DELAY_SECONDS: '1', JOBS_POLL_SECONDS: '1' },
  // Due move-ins and move-outs looked for every 2 s; the demo's own router (no one answers) gives up in 1 s.
  'moveIn.spec.ts': { MOVES_TICK_SECONDS: '2', JOBS_POLL_SECONDS: '1', ROUTEROS_CONNECT_TIMEOUT_MS: '1000' },
};

class ServerPerFile {
  private current?: { file: string; server: RunningServer };

  constructor(private readonly port: number) {}

  async serverFor(file: string): Promise<RunningServer> {
    if (this.current?.file === file) return this.current.server;
    await this.stop();
    const logFile = path.join(root, 'test-results', `e2e-server-${path.basename(file, '.spec.ts')}.log`);
    const server = externalBaseUrl
      ? alreadyRunning(externalBaseUrl)
      : await startServer({
          port: this.port,
          logFile,
          template: process.env.E2E_DATA_TEMPLATE,
          env: specEnv[path.basename(file)],
        });
    this.current = { file, server };
    return server;
  }

  async stop(): Promise<void> {
    await this.current?.server.stop();
    this.current = undefined;
  }
}

interface Fixtures {
  /** The server of this spec file; `page` and `request` talk to it through baseURL. */
  server: RunningServer;
  /** Set with `test.use({ signedInAs: users.staff })`: the page then starts signed in, on /dashboard. */
  signedInAs: DemoUser | undefined;
  /** A simulated RouterOS router for this scenario alone, stopped after it. */
  router: SimulatedRouter;
  /** On failure, attaches what tells its cause: page errors, server 5xx answers, alerts shown, the server log. */
  failureNotes: void;
}

export const test = base.extend<Fixtures, { servers: ServerPerFile }>({
  servers: [
    // A worker that replaces a failed one gets the next port: the old one may still be stopping.
    async ({}, use, workerInfo) => {
      // Without a browser no scenario can run: fail each at once rather than after starting a server.
      const chromiumMissing = chromiumMissingMessage();
      if (chromiumMissing) throw new Error(chromiumMissing);
      const servers = new ServerPerFile(basePort + (workerInfo.workerIndex % 20));
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  // Starting a server takes a while (a fresh embedded database, migrations, demo data): not the scenario's time.
  server: [async ({ servers }, use, testInfo) => use(await servers.serverFor(testInfo.file)), { timeout: 240_000 }],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  signedInAs: [undefined, { option: true }],
  page: async ({ page, signedInAs }, use) => {
    if (signedInAs) await signInToDashboard(page, signedInAs);
    await use(page);
  },
  router: async ({}, use) => {
    const router = await startSimulatedRouter();
    await use(router);
    await router.sim.close();
  },
  // Listens on the context, set up before the page signs in, so sign-in failures are explained too.
  failureNotes: [
    async ({ context, server }, use, testInfo) => {
      const pageErrors: string[] = [];
      const serverErrors: string[] = [];
      context.on('weberror', (webError) => pageErrors.push(webError.error().message));
      context.on('response', (res) => {
        if (res.status() >= 500) {
          serverErrors.push(`${res.request().method()} ${new URL(res.url()).pathname} → ${res.status()}`);
        }
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const page = context.pages()[0];
      const notes = [
        page ? `page: ${page.url()}` : '',
        pageErrors.length ? `page errors:\n${pageErrors.join('\n')}` : '',
        serverErrors.length ? `server errors:\n${serverErrors.join('\n')}` : '',
        page ? `alerts shown:\n${(await alertsShown(page)).join('\n') || '(none)'}` : '',
        server.logFile ? `server log, last lines:\n${tail(server.logFile, 40)}` : '',
      ];
      await testInfo.attach('failure notes', { body: notes.filter(Boolean).join('\n\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

async function alertsShown(page: Page): Promise<string[]> {
  const texts = await page
    .getByRole('alert')
    .allInnerTexts()
    .catch(() => []);
  return texts.map((text) => text.replace(/\s+/g, ' '));
}

/** The value, or a failure saying `message` when it is missing: for a step that goes on to use it. */
export function expectFound<T>(value: T | null | undefined, message: string): T {
  if (value === undefined || value === null) throw new Error(message);
  return value;
}
