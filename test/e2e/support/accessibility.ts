import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The impacts issue 9 forbids on every page; moderate and minor findings are not failures. */
const failingImpacts = new Set(['serious', 'critical']);

/** Finite CSS transitions and animations (fades, slides) still running; spinners and skeletons loop forever. */
function finiteAnimationsRunning(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)).length,
  );
}

/** Waits (at most ~2 s) for entering dialogs, menus and toasts to finish: contrast is judged on the final colours. */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 20 && (await finiteAnimationsRunning(page)) > 0; i++) await page.waitForTimeout(100);
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
  });
  return `  ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}\n${nodes.join('\n')}`;
}

/** axe-core's serious and critical findings on the page once its animations settled. */
async function seriousViolations(page: Page): Promise<Result[]> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
}

/**
 * Runs axe-core on what the page shows now and fails listing every serious or critical violation
 * with its nodes (issue 9: no such violation on any page). Call it once the page shows its content
 * (not a loading skeleton). `label-content-name-mismatch` is experimental in axe and off by default;
 * it is switched on because a name that differs from the visible label breaks speech control.
 *
 * @example await expectAccessible(page, 'dashboard');
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  let failing = await seriousViolations(page);
  // A transition that started while axe ran (a button enabled as its data arrived) was judged on a
  // colour between two: once settled, the page is judged again, and what stays is a real violation.
  if (failing.length > 0) failing = await seriousViolations(page);
  if (failing.length === 0) return;
  throw new Error(
    `${name} (${new URL(page.url()).pathname}) has ${failing.length} serious or critical accessibility ` +
      `violation(s):\n${failing.map(describeViolation).join('\n')}`,
  );
}
