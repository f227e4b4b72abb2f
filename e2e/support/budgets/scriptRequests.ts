import type { Page, Request } from '@playwright/test';

/**
 * How long the page must stay quiet (no request of its own in flight, none started or ended)
 * before a first load counts as complete: a chart's code is requested only once its data is in.
 */
const QUIET_MS = 500;
/** A page that keeps requesting longer than this is weighed as it stands. */
const MAX_WAIT_MS = 10_000;

/** Records the scripts of one full load of a page: its own document's, not its frames'. */
export interface ScriptRequests {
  /** Records the scripts of the document the page's next navigation opens. */
  expectFullLoad(): void;
  /** Waits until the page has been quiet for a moment, and gives the script URL paths requested. */
  settled(): Promise<string[]>;
}

/** Starts listening to the page's requests (same origin only). */
export function scriptRequests(page: Page, origin: string): ScriptRequests {
  let armed = false;
  let paths: Set<string> | undefined;
  const inFlight = new Set<Request>();
  let lastActivityAt = 0;
  const ownRequest = (request: Request) =>
    !request.serviceWorker() &&
    request.frame() === page.mainFrame() &&
    new URL(request.url()).origin === origin;
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastActivityAt = Date.now();
  };

  page.on('framenavigated', (frame) => {
    // The first commit after arming is the new document; the app's own pushState navigations
    // after it belong to the same load.
    if (!armed || frame !== page.mainFrame()) return;
    armed = false;
    paths = new Set();
    lastActivityAt = Date.now();
  });
  page.on('request', (request) => {
    if (!paths || !ownRequest(request)) return;
    inFlight.add(request);
    lastActivityAt = Date.now();
    if (request.resourceType() === 'script') paths.add(new URL(request.url()).pathname);
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  return {
    expectFullLoad() {
      armed = true;
      paths = undefined;
      inFlight.clear();
    },
    async settled() {
      if (!paths) throw new Error('No full load of the page was recorded.');
      const started = Date.now();
      while (
        (inFlight.size > 0 || Date.now() - lastActivityAt < QUIET_MS) &&
        Date.now() - started < MAX_WAIT_MS
      ) {
        await page.waitForTimeout(100);
      }
      const requested = [...paths];
      paths = undefined;
      inFlight.clear();
      return requested;
    },
  };
}
