/**
 * Browser end-to-end runner (`npm run test:e2e [-- --grep text]`).
 * Builds dist/ when stale, then for each scenario file starts the real server (as `npm start` does)
 * on a fresh DATA_DIR, so server-side state such as a user's last active customer never leaks between
 * files, runs each scenario in a fresh Chromium context and ends with `N passed, N failed`.
 * Failures leave a screenshot in test-results/; the counts go to test-results/e2e-summary.json.
 * Env: E2E_PORT (default 18180), CHROME_PATH (default /usr/bin/chromium), E2E_BASE_URL (use a
 * server that is already running instead).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { ensureProductionBuild, root } from './support/build';
import type { Scenario } from './support/harness';
import { alreadyRunning, startServer, type RunningServer } from './support/server';

const port = Number(process.env.E2E_PORT ?? 18180);
/** Debugging aid: run against an already running server (no build, no per-file fresh data). */
const externalBaseUrl = process.env.E2E_BASE_URL;
const resultsDir = path.join(root, 'test-results');
const scenarioTimeoutMs = 60_000;
const grepIndex = process.argv.indexOf('--grep');
const grep = grepIndex > 0 ? process.argv[grepIndex + 1]?.toLowerCase() : undefined;

interface Result { name: string; passed: boolean; ms: number; error?: string; screenshot?: string }
const results: Result[] = [];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function report(result: Result): void {
  results.push(result);
  if (result.passed) return console.log(`  ✓ ${result.name} (${seconds(result.ms)})`);
  console.log(`  ✗ ${result.name} (${seconds(result.ms)})`);
  console.log(`      ${(result.error ?? '').split('\n').join('\n      ')}`);
  if (result.screenshot) console.log(`      screenshot: ${path.relative(root, result.screenshot)}`);
}

async function runScenario(browser: Browser, server: RunningServer, name: string, item: Scenario): Promise<void> {
  const started = Date.now();
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Server failures and visible alerts tell which area a failure belongs to.
  const serverErrors: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 500) serverErrors.push(`${res.request().method()} ${new URL(res.url()).pathname} → ${res.status()}`);
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${seconds(scenarioTimeoutMs)}`)), scenarioTimeoutMs);
    });
    const running = item.run({ page, context, baseUrl: server.baseUrl });
    running.catch(() => undefined); // after a timeout it fails later, once the context is closed
    await Promise.race([running, timeout]);
    report({ name, passed: true, ms: Date.now() - started });
  } catch (error) {
    const screenshot = path.join(resultsDir, `e2e-${slug(name)}.png`);
    const shot = await page.screenshot({ path: screenshot, fullPage: true, timeout: 5000 }).then(() => screenshot, () => undefined);
    const firstLine = (error as Error).message.split('\n').slice(0, 4).join('\n');
    const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
    const extra = [
      pageErrors.length ? `page errors: ${pageErrors.slice(0, 2).join(' | ').slice(0, 300)}` : '',
      serverErrors.length ? `server errors: ${serverErrors.slice(0, 3).join(', ')}` : '',
      alerts.length ? `alerts shown: ${alerts.map((a) => a.replace(/\s+/g, ' ')).join(' | ').slice(0, 300)}` : '',
    ].filter(Boolean).map((line) => `\n${line}`).join('');
    report({ name, passed: false, ms: Date.now() - started, error: `${firstLine} (at ${page.url()})${extra}`, screenshot: shot });
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => undefined);
  }
}

async function loadSuites(): Promise<{ suite: string; scenarios: { item: Scenario; name: string }[] }[]> {
  const dir = path.join(__dirname, 'scenarios');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
  const suites = [];
  for (const file of files) {
    const suite = path.basename(file, '.ts');
    const scenarios = ((await import(path.join(dir, file))).default as Scenario[])
      .map((item) => ({ item, name: `${suite} › ${item.name}` }))
      .filter(({ name }) => !grep || name.toLowerCase().includes(grep));
    if (scenarios.length) suites.push({ suite, scenarios });
  }
  return suites;
}

async function main(): Promise<void> {
  fs.mkdirSync(resultsDir, { recursive: true });
  const suites = await loadSuites();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    if (!externalBaseUrl) ensureProductionBuild();
  } catch (error) {
    // Every scenario counts as failed, so CI's total reflects what did not run.
    const message = (error as Error).message;
    console.error(message);
    for (const { scenarios } of suites) for (const { name } of scenarios) report({ name, passed: false, ms: 0, error: `not run: ${message.split('. ')[0]}` });
    suites.length = 0;
  }
  for (const { suite, scenarios } of suites) {
    console.log(`${suite} (${scenarios.length})`);
    let server: RunningServer;
    try {
      server = externalBaseUrl
        ? alreadyRunning(externalBaseUrl)
        : await startServer({ port, logFile: path.join(resultsDir, `e2e-server-${suite}.log`) });
    } catch (error) {
      for (const { name } of scenarios) report({ name, passed: false, ms: 0, error: `server did not start: ${(error as Error).message}` });
      continue;
    }
    for (const { item, name } of scenarios) await runScenario(browser!, server, name, item);
    await server.stop();
  }
  await browser?.close();
  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  fs.writeFileSync(path.join(resultsDir, 'e2e-summary.json'), JSON.stringify({ passed, failed, results }, null, 2));
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || results.length === 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
