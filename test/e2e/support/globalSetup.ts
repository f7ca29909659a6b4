import { chromiumMissingMessage } from './browser';
import fs from 'node:fs';
import { ensureProductionBuild } from './build';
import { prepareDataTemplate } from './server';

/**
 * Runs once before the suite: the server serves dist/, so dist/ must be built from the working tree;
 * and one first-start database is made for every spec file's server to copy (E2E_DATA_TEMPLATE,
 * inherited by the workers), removed again after the suite. A missing Chromium is only reported
 * here: every scenario then fails on its own launch, so the counts still show what did not run.
 */
export default function globalSetup(): (() => void) | undefined {
  const missing = chromiumMissingMessage();
  if (missing) console.error(missing);
  if (process.env.E2E_BASE_URL) return undefined;
  ensureProductionBuild();
  const template = prepareDataTemplate();
  process.env.E2E_DATA_TEMPLATE = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
