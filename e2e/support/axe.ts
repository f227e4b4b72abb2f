import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { expect } from './fixtures';

declare global {
  interface Window {
    /** axe-core, once {@link violationsOf} has put it in the page. */
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** The WCAG 2.1 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  // Only violations are read: axe then describes one node of each other result, not all.
  resultTypes: ['violations'],
};

/**
 * Runs axe in the page itself, putting it there once per document: a walk that moves inside the
 * site checks many screens in one document. (@axe-core/playwright evaluates axe's whole source
 * twice for every check and runs it in each frame; no screen has a frame.)
 */
async function violationsOf(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (options) => (await window.axe.run(document, options)).violations,
    RUN_OPTIONS,
  );
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in) to end: axe measures
 * colour contrast from computed opacity, so a half-faded button reads as low contrast.
 * Endless ones (spinners, skeleton pulses) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page as it is and fails (softly: the test goes on to the next screen) on any
 * serious or critical violation, naming rule, impact and elements, with axe's report attached.
 */
export async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  screen: string,
): Promise<void> {
  await settleTransitions(page);
  const violations = await violationsOf(page);
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    // Written beside the test's other results, so the report outlives the run's console.
    const report = testInfo.outputPath(`axe-${screen.replace(/[^\w-]+/g, '_')}.json`);
    fs.writeFileSync(report, JSON.stringify(blocking, null, 2));
    await testInfo.attach(`axe ${screen}`, { path: report, contentType: 'application/json' });
  }
  expect
    .soft(
      blocking.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .slice(0, 4)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      ),
      `serious or critical accessibility violations on ${screen}`,
    )
    .toEqual([]);
}
