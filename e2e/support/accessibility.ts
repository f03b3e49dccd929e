/**
 * The accessibility check of every screen and dialog: axe-core against WCAG 2.2 AA (levels A and
 * AA of WCAG 2.0, 2.1 and 2.2). A serious or critical violation fails the test with a readable
 * list: rule, impact, the elements and what axe says to fix.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type axe from 'axe-core';
import type { Result } from 'axe-core';
import { settle } from './screen.js';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Violations known today, each with its reason; a violation of the rule on an element matching
 * the selector does not fail the check. Keep this list short: every entry is a defect to fix.
 */
export const KNOWN_VIOLATIONS: ReadonlyArray<{ rule: string; target: RegExp; reason: string }> = [];

const FAILING = new Set(['serious', 'critical']);

function isKnown(rule: string, target: string): boolean {
  return KNOWN_VIOLATIONS.some((known) => known.rule === rule && known.target.test(target));
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical violations on the page as it is now, known ones left out. */
export async function accessibilityViolations(page: Page): Promise<Result[]> {
  // axe is put in the page once (it stays until the page is loaded again), not at every check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_22_AA,
  );
  return results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !isKnown(violation.id, node.target.join(' '))),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

/** Lists the violations the way a person fixing them reads them. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/** Fails when the screen or dialog shown now has a serious or critical WCAG 2.2 AA violation. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await settle(page);
  const violations = await accessibilityViolations(page);
  if (violations.length > 0) {
    throw new Error(
      `${name}: ${violations.length} accessibility violation(s)\n${describeViolations(violations)}`,
    );
  }
}
