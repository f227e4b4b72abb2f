import { test as base, expect, type Page } from '@playwright/test';
import { releasesFixture, type ReleaseStore } from './releaseStore';
import { signedInState, type DemoUser } from './signIn';

/**
 * Every test fails if the page throws an uncaught error, even one the user would not see; one
 * that steers the release store (`releases`) starts from the baseline and leaves it that way.
 */
export const test = base.extend<{
  /** The release store through the release API, every remote at its baseline before and after. */
  releases: ReleaseStore;
  noUncaughtErrors: void;
  failureDiagnostics: void;
  noContentSecurityViolations: void;
  /** Start the test signed in as this demo user (`test.use({ signedInAs: 'developer' })`). */
  signedInAs: DemoUser | undefined;
  /**
   * Whether the map's disclaimer counts as accepted in this browser session. It is, except in
   * the tests about it: everywhere else it would only stand between a test and its subject.
   */
  disclaimerAccepted: boolean;
}>({
  signedInAs: [undefined, { option: true }],
  disclaimerAccepted: [true, { option: true }],
  page: async ({ page, disclaimerAccepted }, provide) => {
    if (disclaimerAccepted) {
      await page.addInitScript(() =>
        sessionStorage.setItem('headgate.map.disclaimerAccepted', 'true'),
      );
    }
    await provide(page);
  },
  storageState: async ({ signedInAs, browser, baseURL, storageState }, provide) => {
    await provide(signedInAs ? await signedInState(browser, baseURL!, signedInAs) : storageState);
  },
  noUncaughtErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // A failure's screenshot shows what the user saw, not why: the page's console errors and the
  // requests that got no answer or an error go with it.
  failureDiagnostics: [
    async ({ page }, use, testInfo) => {
      const lines: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') lines.push(`console: ${message.text()}`);
      });
      page.on('requestfailed', (request) =>
        lines.push(
          `no answer: ${request.method()} ${request.url()} (${request.failure()?.errorText})`,
        ),
      );
      page.on('response', (response) => {
        if (response.status() >= 500 || response.status() === 429)
          lines.push(
            `answer ${response.status()}: ${response.request().method()} ${response.url()}`,
          );
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0)
        await testInfo.attach('page diagnostics', {
          body: lines.join('\n'),
          contentType: 'text/plain',
        });
    },
    { auto: true },
  ],
  noContentSecurityViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('headgateReportCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (
            window as unknown as { headgateReportCspViolation(violation: string): void }
          ).headgateReportCspViolation(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
          ),
        ),
      );
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  releases: async ({ playwright, baseURL }, provide) =>
    releasesFixture({ playwright, baseURL }, provide),
});

export { expect };

/** The page title an area renders, inside that area's own container. */
export function areaTitle(page: Page, remote: string) {
  return page.locator(`[data-remote="${remote}"] [data-remote-root="${remote}"] h1`);
}

/** Marks the document, so a test can tell a client-side navigation from a full reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __headgateMarker: boolean }).__headgateMarker = true;
  });
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __headgateMarker?: boolean }).__headgateMarker === true,
  );
}
