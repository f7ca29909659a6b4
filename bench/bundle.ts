/**
 * `npm run bench:bundle`: the JavaScript a cold browser downloads to show /login, /dashboard and every list
 * route (bench/listRoutes.ts; signed in as a superuser with Advanced Mode on), each script gzip-compressed
 * with zlib. Budgets (issue 9): /login ≤ 220 KiB; a list route ≤ 360 KiB in all, of which what it loads
 * beyond main, the runtime and the shared chunks (shell, grid) ≤ 30 KiB; no DataGrid code on /login or
 * /dashboard. Prints a table; exits non-zero on a miss. Routes whose pages do not exist yet show "missing".
 */
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectVisible, field, mainNavigation, signInToDashboard, users } from '../test/e2e/support/actions';
import { launchChromium } from '../test/e2e/support/browser';
import { serverForBench } from './benchServer';
import { listPageState, listRoutes, turnOnAdvancedMode } from './listRoutes';

const KIB = 1024;
const LOGIN_BUDGET_KIB = 220;
const LIST_BUDGET_KIB = 360;
const ROUTE_OWN_BUDGET_KIB = 30;
/** A class-name key that only @mui/x-data-grid's code contains (survives minification). */
const DATA_GRID_MARKER = 'columnHeaderTitleContainerContent';
/** How long no new script must arrive before a route counts as loaded. */
const SCRIPTS_QUIET_MS = 1500;
/** Scripts every list shares: the entry, webpack's runtime and the named shared chunks (webpack.config.ts). */
const SHARED_SCRIPT = /^(main|runtime|shell|grid)\./;

interface Script {
  name: string;
  gzipBytes: number;
  hasDataGrid: boolean;
}
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Ready = (page: Page) => Promise<'ready' | 'missing'>;

async function scriptsFor(browser: Browser, baseURL: string, route: string, ready: Ready, storageState?: StorageState) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const pending: Promise<Script | null>[] = [];
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    lastScriptAt = Date.now();
    pending.push(
      response.body().then(
        (body) => ({
          name: path.basename(new URL(response.url()).pathname),
          gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
          hasDataGrid: body.includes(DATA_GRID_MARKER),
        }),
        () => null,
      ),
    );
  });
  try {
    await page.goto(route);
    const state = await ready(page);
    // Not 'networkidle': the realtime socket stays open. Lazy chunks arrive within a second of the page.
    while (Date.now() - lastScriptAt < SCRIPTS_QUIET_MS) await page.waitForTimeout(100);
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    return { state, scripts };
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

async function signedInState(browser: Browser, baseUrl: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await signInToDashboard(page, users.admin);
  await turnOnAdvancedMode(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const browser = await launchChromium();
  const server = await serverForBench('bundle');
  const misses: string[] = [];
  const rows: string[] = [];
  try {
    const signedIn = await signedInState(browser, server.baseUrl);
    const routes: { route: string; ready: Ready; state?: StorageState; list: boolean }[] = [
      {
        route: '/login',
        ready: (page) => expectVisible(field(page, 'Email')).then(() => 'ready' as const),
        list: false,
      },
      {
        route: '/dashboard',
        ready: (page) => expectVisible(mainNavigation(page)).then(() => 'ready' as const),
        state: signedIn,
        list: false,
      },
      ...listRoutes.map(({ path: route }) => ({ route, ready: listPageState, state: signedIn, list: true })),
    ];
    for (const { route, ready, state: storage, list } of routes) {
      const { state, scripts } = await scriptsFor(browser, server.baseUrl, route, ready, storage);
      if (state === 'missing') {
        rows.push(`| ${route} | missing | | | |`);
        continue;
      }
      const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      const own = scripts.filter((s) => !SHARED_SCRIPT.test(s.name)).reduce((sum, s) => sum + s.gzipBytes, 0);
      const withGrid = scripts.filter((s) => s.hasDataGrid).map((s) => s.name);
      const verdicts: string[] = [];
      const check = (over: boolean, text: string) => {
        if (!over) return;
        verdicts.push(text);
        misses.push(`${route}: ${text}`);
      };
      if (route === '/login') check(total / KIB > LOGIN_BUDGET_KIB, `total over ${LOGIN_BUDGET_KIB} KiB`);
      if (!list) check(withGrid.length > 0, 'downloads DataGrid code');
      if (list) {
        check(total / KIB > LIST_BUDGET_KIB, `total over ${LIST_BUDGET_KIB} KiB`);
        check(own / KIB > ROUTE_OWN_BUDGET_KIB, `own chunks over ${ROUTE_OWN_BUDGET_KIB} KiB`);
      }
      rows.push(
        `| ${route} | ${kib(total)} | ${list ? kib(own) : ''} | ${scripts.length} | ${verdicts.join('; ') || 'ok'} |`,
      );
      if (verbose) for (const s of scripts) console.log(`  ${route} ${kib(s.gzipBytes).padStart(7)} KiB  ${s.name}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `\nBudgets: /login ≤ ${LOGIN_BUDGET_KIB} KiB; list ≤ ${LIST_BUDGET_KIB} KiB, its own chunks (beyond main, runtime, shell, grid) ≤ ${ROUTE_OWN_BUDGET_KIB} KiB.`,
  );
  console.log('| route | total KiB gzip | own KiB gzip | scripts | verdict |');
  console.log('|---|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
  console.log(misses.length === 0 ? 'bundle budget: ok' : `bundle budget: FAILED (${misses.length} miss(es))`);
  process.exit(misses.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
