import type { Page, Request } from '@playwright/test';

/** How long no new script may be requested before a first load counts as complete. */
const QUIET_MS = 500;
/** A page that keeps requesting scripts longer than this is measured as it stands. */
const MAX_WAIT_MS = 10_000;

/** Records the scripts of one full load of a page: its own document's, not its frames'. */
export interface ScriptRequests {
  /** Records the scripts of the document the page's next navigation opens. */
  expectFullLoad(): void;
  /** Waits until no script was requested for a moment, and gives the URL paths requested. */
  settled(): Promise<string[]>;
}

/** Starts listening to the page's script requests (same origin only). */
export function scriptRequests(page: Page, origin: string): ScriptRequests {
  let armed = false;
  let paths: Set<string> | undefined;
  let lastRequestAt = 0;

  page.on('framenavigated', (frame) => {
    // The first commit after arming is the new document; the app's own pushState navigations
    // after it belong to the same load.
    if (!armed || frame !== page.mainFrame()) return;
    armed = false;
    paths = new Set();
    lastRequestAt = Date.now();
  });
  page.on('request', (request: Request) => {
    if (!paths || request.resourceType() !== 'script' || request.serviceWorker()) return;
    if (request.frame() !== page.mainFrame()) return;
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    paths.add(url.pathname);
    lastRequestAt = Date.now();
  });

  return {
    expectFullLoad() {
      armed = true;
      paths = undefined;
    },
    async settled() {
      if (!paths) throw new Error('No full load of the page was recorded.');
      const started = Date.now();
      while (Date.now() - lastRequestAt < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
        await page.waitForTimeout(100);
      }
      const requested = [...paths];
      paths = undefined;
      return requested;
    },
  };
}
