import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/e2e/support/browser';

/**
 * The browser end-to-end suite (`npm run test:e2e`, or `npx playwright test -g "<title>"`).
 * Each spec file gets its own freshly started server (test/e2e/support/fixtures.ts). A failed
 * scenario keeps its trace and screenshot under test-results/e2e/ and shows them in the HTML report
 * (`npx playwright show-report test-results/e2e-report`); test-results/e2e.json holds the counts.
 * Env: E2E_PORT (default 18180; worker n uses E2E_PORT + n), E2E_WORKERS (default 2), CHROME_PATH (default /usr/bin/chromium), E2E_BASE_URL (use a server
 * that is already running instead).
 */
// CI's machines are shared two-core VMs, at times much slower than a quiet one: a scenario that takes
// 30 s here has taken over 60 s there, with nothing wrong but the wait. The limits stretch there.
const slowMachine = !!process.env.CI;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './test/e2e/support/globalSetup.ts',
  // Two workers, each with its own server: a scenario spends most of its time waiting (on the
  // browser, timers, the realtime channel), so two on two cores finish in far less time than one.
  // E2E_WORKERS=1 runs them one after the other.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: slowMachine ? 150_000 : 60_000,
  expect: { timeout: slowMachine ? 20_000 : 10_000 },
  // Not test-results/ itself: Playwright empties its output folder, and jest's reports live beside it.
  outputDir: 'test-results/e2e',
  reporter: [
    ['list'],
    ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }],
    ['json', { outputFile: 'test-results/e2e.json' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    actionTimeout: slowMachine ? 20_000 : 10_000,
    trace: 'retain-on-failure',
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
});
