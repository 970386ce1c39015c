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

/**
 * Violations left to react-admin's own components, on their nodes only:
 * - its UserMenu names its button with `label` ("account", which the header tests rely on) while it
 *   shows the user's name: ra-ui-materialui sets that aria-label itself;
 * - its DataTable row checkboxes pass `aria-label` to MUI 7's Checkbox root (a <span>), not to its
 *   <input>: the span may not carry the label (aria-prohibited-attr) and the input has none (label).
 *   Both come from ra-ui-materialui's SelectRowCheckbox; fixing them would mean forking it.
 */
export const REACT_ADMIN_INTERNALS: readonly AxeException[] = [
  { rule: 'label-content-name-mismatch', selector: '.RaUserMenu-userButton', reason: 'react-admin UserMenu' },
  {
    rule: 'aria-prohibited-attr',
    selector: '.RaDataTable-checkbox',
    reason: 'react-admin SelectRowCheckbox',
  },
  { rule: 'label', selector: '.RaDataTable-checkbox', reason: 'react-admin SelectRowCheckbox' },
];

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
