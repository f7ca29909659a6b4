/**
 * `npm run bench:charts` (issue 36): the dashboard's charts at CPU 4× (CDP throttling), from the
 * dashboard's first paint (its heading shows) until every chart of "Last 24 hours" is drawn, on a cold
 * load (a new browser context each time: nothing cached), median of 5. Budget ≤ 1,500 ms. Also printed:
 * the same from the document's first contentful paint (the sign-in check and shell come before the
 * dashboard). The production build on a fresh demo database, signed in as staff. Exits 1 on a miss.
 */
import type { Browser, Page } from 'playwright-core';
import { signInToDashboard, users } from '../test/e2e/support/actions';
import { launchChromium } from '../test/e2e/support/browser';
import { serverForBench } from './benchServer';

const RUNS = 5;
const CPU_RATE = 4;
const BUDGET_MS = 1500;

/**
 * Runs in the page before its scripts: resolves window.chartsDrawn with the ms from the first
 * contentful paint until the charts section holds its figures, each with its drawing, and no
 * "Loading charts…" is left.
 */
const WATCH_CHARTS = `(() => {
  window.chartsDrawn = new Promise((resolve) => {
    const drawn = () => {
      const section = document.querySelector('section[aria-label="Last 24 hours"]');
      if (!section || section.textContent.includes('Loading charts')) return false;
      const figures = section.querySelectorAll('figure');
      return figures.length > 0 && [...figures].every((figure) => figure.querySelector('svg[role="img"] *'));
    };
    let dashboardAt = NaN;
    const observer = new MutationObserver(() => {
      if (Number.isNaN(dashboardAt) && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Dashboard'))
        dashboardAt = performance.now();
      if (!drawn()) return;
      observer.disconnect();
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      resolve({ fromPaint: performance.now() - (paint ? paint.startTime : 0), fromDashboard: performance.now() - dashboardAt, painted: !!paint });
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
})()`;

interface Drawn {
  fromPaint: number;
  fromDashboard: number;
  painted: boolean;
}

async function oneColdLoad(browser: Browser, baseURL: string, storageState: string): Promise<number> {
  const context = await browser.newContext({ baseURL, storageState, viewport: { width: 1440, height: 900 } });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript({ content: WATCH_CHARTS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto('/dashboard');
    const drawn = (await page.evaluate(`Promise.race([
      window.chartsDrawn,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no charts within 60 s')), 60000)),
    ])`)) as Drawn;
    if (!drawn.painted) throw new Error('the page reported no first contentful paint');
    const document = drawn.fromPaint.toFixed(0);
    console.log(`  from the dashboard's first paint ${drawn.fromDashboard.toFixed(0)} ms (document's: ${document} ms)`);
    return drawn.fromDashboard;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const server = await serverForBench('charts');
  const browser = await launchChromium();
  try {
    const signIn = await browser.newContext({ baseURL: server.baseUrl });
    await signInToDashboard(await signIn.newPage(), users.staff);
    const storageState = '.bench/charts-session.json';
    await signIn.storageState({ path: storageState });
    await signIn.close();

    // Not counted: it warms the server. (With no open alert the open-alerts chart draws its "No open
    // alerts" text, which counts as drawn: a fresh demo database does not wait for a first alert.)
    await oneColdLoad(browser, server.baseUrl, storageState);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await oneColdLoad(browser, server.baseUrl, storageState));
    const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    const ok = median <= BUDGET_MS;
    console.log(`runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    console.log(
      `dashboard charts drawn after the dashboard's first paint, CPU ${CPU_RATE}×, cold, median of ${RUNS}: ` +
        `${median.toFixed(0)} ms (budget ≤ ${BUDGET_MS} ms) — ${ok ? 'ok' : 'FAILED'}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
