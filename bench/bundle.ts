/**
 * `npm run bench:bundle`: JavaScript a cold browser downloads to show /login, /dashboard (signed in as
 * staff) and /sites, gzip-compressed with zlib. Budget: /login ≤ 220 KiB gzip, and the
 * DataGrid only in lazy chunks — not in what /login or /dashboard download.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectVisible, field, mainNavigation, signInToDashboard, users } from '../test/e2e/support/actions';
import { launchChromium } from '../test/e2e/support/browser';
import { serverForBench } from './benchServer';

const LOGIN_BUDGET_KIB = 220;
/** A class-name key that only @mui/x-data-grid's code contains (survives minification). */
const DATA_GRID_MARKER = 'columnHeaderTitleContainerContent';

interface Script {
  url: string;
  gzipBytes: number;
  hasDataGrid: boolean;
}
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function scriptsFor(
  browser: Browser,
  baseURL: string,
  route: string,
  ready: (page: Page) => Promise<void>,
  storageState?: StorageState,
): Promise<Script[]> {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
          hasDataGrid: body.includes(DATA_GRID_MARKER),
        }),
        () => null,
      ),
    );
  });
  await page.goto(route);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
  await context.close();
  return scripts;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const browser = await launchChromium();
  const server = await serverForBench(18190, 'bundle');
  let ok = true;
  try {
    const loginContext = await browser.newContext({ baseURL: server.baseUrl });
    await signInToDashboard(await loginContext.newPage(), users.staff);
    const signedIn = await loginContext.storageState();
    await loginContext.close();

    const routes: [string, (page: Page) => Promise<void>, StorageState?][] = [
      ['/login', (page) => expectVisible(field(page, 'Email'))],
      ['/dashboard', (page) => expectVisible(mainNavigation(page)), signedIn],
      ['/sites', (page) => expectVisible(page.getByRole('grid'), 20_000), signedIn],
    ];
    for (const [route, ready, state] of routes) {
      const scripts = await scriptsFor(browser, server.baseUrl, route, ready, state);
      const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      const withGrid = scripts.filter((s) => s.hasDataGrid);
      console.log(
        `${route.padEnd(11)} ${kib(total).padStart(7)} KiB gzip in ${scripts.length} scripts; DataGrid in: ${withGrid.map((s) => path.basename(s.url)).join(', ') || 'none'}`,
      );
      for (const s of scripts) console.log(`    ${kib(s.gzipBytes).padStart(7)} KiB  ${s.url}`);
      if (route === '/login' && total / 1024 > LOGIN_BUDGET_KIB) {
        ok = false;
        console.log(`  ✗ /login ships ${kib(total)} KiB gzip, budget ${LOGIN_BUDGET_KIB} KiB`);
      }
      if (route !== '/sites' && withGrid.length > 0) {
        ok = false;
        console.log(`  ✗ ${route} downloads DataGrid code`);
      }
      if (route === '/sites' && withGrid.length === 0)
        console.log('  ! no DataGrid code seen on /sites: is the list a DataGrid?');
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(ok ? 'bundle budget: ok' : 'bundle budget: FAILED');
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
