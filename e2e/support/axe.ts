import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

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
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only violations are read: axe then describes one node of each other result, not all.
    .options({ resultTypes: ['violations'] })
    // One run in the page itself. The default runs axe in each frame and then again in a new blank
    // page to merge them, for frames of other origins, which no screen has.
    .setLegacyMode()
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
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
