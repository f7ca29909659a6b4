import { chromiumMissingMessage } from './browser';
import { ensureProductionBuild } from './build';

/**
 * Runs once before the suite: the server serves dist/, so dist/ must be built from the working tree.
 * A missing Chromium is only reported here: every scenario then fails on its own launch, so the
 * counts still show what did not run.
 */
export default function globalSetup(): void {
  const missing = chromiumMissingMessage();
  if (missing) console.error(missing);
  if (!process.env.E2E_BASE_URL) ensureProductionBuild();
}
