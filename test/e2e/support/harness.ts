import type { BrowserContext, Page } from 'playwright-core';

export interface ScenarioContext {
  page: Page;
  context: BrowserContext;
  /** e.g. http://127.0.0.1:18180 */
  baseUrl: string;
}

export interface Scenario {
  name: string;
  run(ctx: ScenarioContext): Promise<void>;
}

/** Declares one browser scenario; each runs in a fresh browser context (no storage, no cache). */
export function scenario(name: string, run: Scenario['run']): Scenario {
  return { name, run };
}

/** Plain assertion with a message a reader of the runner output understands. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
