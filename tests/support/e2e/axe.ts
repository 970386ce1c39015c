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
 * A violation left to react-admin or MUI internals: `rule` is ignored on the nodes that match the
 * CSS selector `matches` themselves (tested in the page, not on axe's selector text), and only
 * there. `reason` says why it cannot be fixed here.
 */
export interface AxeException {
  rule: string;
  matches: string;
  reason: string;
}

/**
 * react-admin's own row checkbox (`SelectRowCheckbox`, in a table with expandable rows, which keeps
 * react-admin's rows; none has them today): MUI's Checkbox root. The app's plain rows draw a
 * checkbox with the same class names for the same look (src/registry/list/PlainRow.tsx) plus
 * `RegistryCell-select`: it names its <input> itself, and no exception covers it.
 */
const RA_ROW_CHECKBOX = '.MuiCheckbox-root.RaDataTable-checkbox:not(.RegistryCell-select)';

/**
 * Violations left to react-admin's own components, on their nodes only:
 * - its UserMenu names its button with `label` ("account", which the header tests rely on) while it
 *   shows the user's name: ra-ui-materialui sets that aria-label itself;
 * - its DataTable row checkboxes pass `aria-label` to MUI 7's Checkbox root (a <span>), not to its
 *   <input>: the span may not carry the label (aria-prohibited-attr) and the input has none (label).
 *   Both come from ra-ui-materialui's SelectRowCheckbox; fixing them would mean forking it.
 */
export const REACT_ADMIN_INTERNALS: readonly AxeException[] = [
  {
    rule: 'label-content-name-mismatch',
    matches: 'button.RaUserMenu-userButton',
    reason: 'react-admin UserMenu',
  },
  { rule: 'aria-prohibited-attr', matches: RA_ROW_CHECKBOX, reason: 'react-admin SelectRowCheckbox' },
  { rule: 'label', matches: `${RA_ROW_CHECKBOX} > input`, reason: 'react-admin SelectRowCheckbox' },
];

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Runs axe on the whole document and returns its violations (every impact), without the nodes an
 * exception covers: those that match its selector in the page (an element inside a shadow root or
 * a frame is never covered).
 */
export async function axeViolations(page: Page, exceptions: readonly AxeException[] = []): Promise<Result[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    await page.addScriptTag({ path: AXE_SCRIPT });
  }
  // A tooltip or drawer half-way through its transition has a contrast it never keeps.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  return page.evaluate(async (covering) => {
    if (!window.axe) throw new Error('axe-core is not loaded');
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    const covered = (rule: string, target: unknown) => {
      const element = typeof target === 'string' ? document.querySelector(target) : null;
      return !!element && covering.some((e) => e.rule === rule && element.matches(e.matches));
    };
    return results.violations
      .map((violation) => ({
        ...violation,
        nodes: violation.nodes.filter((node) => !covered(violation.id, node.target[0])),
      }))
      .filter((violation) => violation.nodes.length > 0);
  }, exceptions);
}

/** The serious or critical violations. */
export function blockingViolations(violations: readonly Result[]): Result[] {
  return violations.filter((violation) => violation.impact != null && BLOCKING.includes(violation.impact));
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
  const found = blockingViolations(await axeViolations(page, exceptions));
  expect.soft(describeViolations(found), `axe on ${label}`).toEqual([]);
}
