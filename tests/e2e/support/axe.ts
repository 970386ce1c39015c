import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
/** axe-core ships as one self-contained script: injected into the page, it needs no network. */
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** The impacts that fail the gate (issue 9, point 9). */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * A violation left to react-admin or MUI internals: `rule` is ignored on the nodes whose first
 * target selector contains `selector`, and only there. `reason` says why it cannot be fixed here.
 */
export interface AxeException {
  rule: string;
  selector: string;
  reason: string;
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** Runs axe on the whole document and returns its violations (every impact). */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    await page.addScriptTag({ path: AXE_SCRIPT });
  }
  // A tooltip or drawer half-way through its transition has a contrast it never keeps.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  return page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core is not loaded');
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
}

/** The serious or critical violations, minus the nodes an exception covers. */
export function blockingViolations(
  violations: readonly Result[],
  exceptions: readonly AxeException[] = [],
): Result[] {
  return violations
    .filter((violation) => violation.impact != null && BLOCKING.includes(violation.impact))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) =>
          !exceptions.some(
            (exception) =>
              exception.rule === violation.id && String(node.target[0]).includes(exception.selector),
          ),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

/** One line per violation: id, impact, help and its first 3 target selectors. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    return `${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help} → ${targets.join(' | ')}`;
  });
}

/** Asserts that axe finds no serious or critical violation on the page; the failure names each one. */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  exceptions: readonly AxeException[] = [],
): Promise<void> {
  const found = blockingViolations(await axeViolations(page), exceptions);
  expect.soft(describeViolations(found), `axe on ${label}`).toEqual([]);
}
