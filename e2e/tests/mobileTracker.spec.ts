import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { sha384Integrity } from '@headgate/site-map';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_CHROMIUM_ARGS } from '../support/browserArgs';
import { builtVersion } from '../support/discoveryFile';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, documentIsMarked, expect, markDocument, test } from '../support/fixtures';
import { siteEntry } from '../support/releaseStore';
import { signInFromTopBar } from '../support/signIn';
import { copiedBuild } from '../support/versionFolders';

const TRACKER = '/dashboards/mobile-dashboard';
const PHONE = { width: 390, height: 844 };
const TITLES = [
  'Storage',
  'Recharge',
  'Aug Flows',
  'Wells overview',
  'Last Reports (oldest by Facility)',
  'Avail Flow Calculation Formulas and Notes',
  'Batteries',
];
const OFFLINE_BANNER =
  /^Offline — data as of \d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M \(\d+ minutes? ago\)/;
const NEW_VERSION = 'A new version of the tracker is available.';
/** Every answer the tracker keeps: seven tables, the available flow's formulas and notes apart. */
const KEPT_ANSWERS = 8;

/**
 * Skips the rest of a test when the page, loaded with the context offline, believes it is online.
 * Debian's Chromium 150 applies Playwright's offline emulation to the network but gives a
 * document loaded under it `navigator.onLine === true` (false before the reload, true after;
 * emulating on the page's own target too does not change it), which a phone without network
 * never reports. What these tests check (a tracker opened offline says so and shows what it
 * kept) starts from that report, so on such a browser they cannot say anything.
 */
async function skipUnlessOfflineIsReported(page: Page): Promise<void> {
  test.skip(
    await page.evaluate(() => navigator.onLine),
    'this Chromium reports navigator.onLine true for a page loaded under offline emulation',
  );
}

/** Waits until the tracker shows its tables: its lazily loaded parts are in. */
async function expectTrackerShown(page: Page): Promise<void> {
  await expect(areaTitle(page, 'mfe-mobile')).toHaveText('Mobile Tracker');
  await expect(page.getByRole('grid', { name: 'Storage' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Batteries' }).getByRole('row').nth(1)).toBeVisible();
}

/** Opens the tracker and waits until its tables have come and been kept on the device. */
async function openTracker(page: Page): Promise<void> {
  await page.goto(TRACKER);
  await expectTrackerShown(page);
  await expect.poll(() => keptAnswerCount(page)).toBe(KEPT_ANSWERS);
}

/** How many answers the device keeps (the tracker's IndexedDB store). */
function keptAnswerCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('headgate-kept-answers');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) return resolve(0);
          const count = db.transaction('answers').objectStore('answers').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );
}

/** Waits until the tracker's service worker is active and controls the page. */
async function expectControlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/tracker-sw\.js$/);
}

/**
 * Waits until the worker keeps every remote file and start call this page loaded: what the page
 * fetched before the worker was there is handed over to it, so the tracker can start offline.
 */
async function expectKeptForOffline(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const loaded = performance
          .getEntriesByType('resource')
          .map(({ name }) => new URL(name))
          .filter(({ pathname }) => pathname.startsWith('/remotes/'))
          .map(({ href }) => href);
        const missing = await Promise.all(
          loaded.map(async (url) => ((await caches.match(url)) ? null : url)),
        );
        return loaded.length ? missing.filter(Boolean) : ['no remote file loaded'];
      }),
    )
    .toEqual([]);
}

/** Every visible button and link on the page that is smaller than 44 × 44 px. */
function smallTouchTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="link"]')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(
        ({ element, box }) =>
          box.width > 0 && element.checkVisibility({ visibilityProperty: true }),
      )
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ element, box }) => ({
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
        width: Math.round(box.width),
        height: Math.round(box.height),
      })),
  );
}

/** Neither the page nor any of its tables scrolls sideways (once the tables fit the new width). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the screen').toBeLessThanOrEqual(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="grid"]')]
          .filter((table) => {
            const headers = table.querySelectorAll('[role="columnheader"]');
            const last = headers[headers.length - 1]?.getBoundingClientRect();
            return last !== undefined && last.right > table.getBoundingClientRect().right + 1;
          })
          .map((table) => table.getAttribute('aria-label')),
      ),
    )
    .toEqual([]);
}

/**
 * The column headers whose text is cut ("Loca…"): wider or taller than its box, or reaching past
 * its column, as "table: header". A header may wrap between words, never lose one.
 */
function truncatedHeaders(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="grid"] [role="columnheader"]')].flatMap(
      (header) => {
        const title = header.querySelector<HTMLElement>('.MuiDataGrid-columnHeaderTitle');
        if (!title?.textContent) return [];
        const box = title.getBoundingClientRect();
        const column = header.getBoundingClientRect();
        const cut =
          title.scrollWidth > title.clientWidth ||
          title.scrollHeight > title.clientHeight ||
          box.left < column.left - 0.5 ||
          box.right > column.right + 0.5 ||
          box.bottom > column.bottom + 0.5;
        const table = header.closest('[role="grid"]')?.getAttribute('aria-label');
        return cut ? [`${table}: ${title.textContent}`] : [];
      },
    ),
  );
}

/** Waits until the prompt has finished coming in, for axe and the screenshots. */
async function expectPromptShown(page: Page): Promise<void> {
  await expect(page.getByText(NEW_VERSION)).toBeVisible();
  await expect(page.locator('.MuiSnackbarContent-root')).toHaveCSS('opacity', '1');
  await expect(page.locator('.MuiSnackbarContent-root')).toHaveCSS('transform', 'none');
}

test.describe('the mobile tracker on a phone, as an All Data User', () => {
  // Reduced motion: the jump buttons scroll at once instead of smoothly.
  test.use({ signedInAs: 'data', viewport: PHONE, reducedMotion: 'reduce' });
  // Remote builds a test adds are gone after it (its release entries too: see `releases`).
  const addedVersions: string[] = [];
  test.afterEach(() => {
    for (const copy of addedVersions.splice(0)) fs.rmSync(copy, { recursive: true, force: true });
  });

  test('shows its tables, legend and jump buttons in one column', async ({ page }, testInfo) => {
    // Five tables, two screenshots, two jumps and a collapse: 17 s at load 8 on two cores, and
    // once 34 s at load 19, past the 30 s a test gets.
    test.setTimeout(60_000);
    const notesCall = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/display-mobile/available-flow-calcs-notes') && response.ok(),
    );
    await openTracker(page);
    await notesCall;
    for (const title of TITLES) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const legend = page.getByRole('definition');
    await expect(legend).toHaveText(['Missing Data', 'Not Collecting', 'Not Applicable']);
    const storage = page.getByRole('grid', { name: 'Storage' });
    await expect(storage.getByRole('columnheader', { name: 'Storage (af)' })).toBeVisible();
    await expect(storage.getByRole('row', { name: /^LBR / })).toContainText(/\d/);
    // A station silent for days is yellow in the batteries (the demo's GAS stopped 62 h ago).
    await expect(
      page.getByRole('grid', { name: 'Batteries' }).getByRole('row', { name: /GAS/ }),
    ).toContainText('Missing Data');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'tracker-390.png') });

    await page.getByRole('button', { name: 'Battery Status', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Batteries' })).toBeInViewport();
    await page.getByRole('button', { name: 'Last Reports', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Last Reports (oldest by Facility)' }),
    ).toBeInViewport();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'tracker-390-last-reports.png') });

    // Collapsing a table hides it; the jump button opens it again.
    await page.getByRole('button', { name: 'Batteries' }).click();
    await expect(page.getByRole('grid', { name: 'Batteries' })).toBeHidden();
    await page.getByRole('button', { name: 'Battery Status' }).click();
    await expect(page.getByRole('grid', { name: 'Batteries' })).toBeVisible();

    // The notes come from their own call, each storage site with why its flow is what it is.
    const notes = page.getByRole('grid', { name: 'Available flow calculation notes' });
    await expect(notes.getByRole('row', { name: /Lupton Bottoms/ })).toContainText(
      'Call the reservoir operator before changing the outlet gate.',
    );

    // Touch targets: every button and link on the page, the shell's top bar included.
    expect(await smallTouchTargets(page)).toEqual([]);
    await expectNoSeriousViolations(page, testInfo, 'the tracker at 390 px');
  });

  test('fits a 360 px screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openTracker(page);
    await expectNoHorizontalScroll(page);
    expect(await truncatedHeaders(page), 'headers cut short').toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'tracker-360.png') });
  });

  test('links its manifest; its worker controls the tracker alone', async ({ page }) => {
    await openTracker(page);
    await expectControlledByWorker(page);
    const manifest = await (await page.request.get('/tracker.webmanifest')).json();
    expect(manifest).toMatchObject({
      start_url: TRACKER,
      display: 'standalone',
      icons: [
        { sizes: '192x192', purpose: 'any' },
        { sizes: '192x192', purpose: 'maskable' },
        { sizes: '512x512', purpose: 'any' },
        { sizes: '512x512', purpose: 'maskable' },
      ],
    });

    // The rest of the site is never controlled by the worker, and still works.
    await page.goto('/data-access/query-and-download/facilities');
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Query & Download - Facility Data');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.goto('/');
    await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
    // The manifest is the tracker's: other pages do not offer to install it.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  });

  test('under its worker, the tracker links to other areas, which load', async ({ page }) => {
    await openTracker(page);
    await expectControlledByWorker(page);
    await page.reload();
    await expect(areaTitle(page, 'mfe-mobile')).toHaveText('Mobile Tracker');
    await markDocument(page);
    // The page stays under the worker as the user moves on: other remotes load through it.
    await page.getByRole('banner').getByRole('link', { name: 'Headgate' }).click();
    await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Query & Download', exact: true })
      .click();
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Query & Download - Facility Data');
    expect(await documentIsMarked(page)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/tracker-sw\.js$/,
    );
  });

  test('a remote rebuilt in place is loaded from the network, not the kept copy', async ({
    page,
    releases,
  }) => {
    const version = `${builtVersion('mfe-mobile')}-rebuilt`;
    const build = copiedBuild('mfe-mobile', version);
    addedVersions.push(build);
    await releases.put('mfe-mobile', [siteEntry('mfe-mobile', version)]);
    await openTracker(page);
    await expectControlledByWorker(page);
    await expectKeptForOffline(page);

    // Rebuilt: same version folder, a new remote entry (its compressed twins rebuilt away).
    const marker = `/* rebuilt ${Date.now()} */`;
    for (const twin of ['.br', '.gz'])
      fs.rmSync(path.join(build, `remoteEntry.js${twin}`), { force: true });
    fs.appendFileSync(path.join(build, 'remoteEntry.js'), `\n${marker}\n`);
    // Its files changed, so it is registered again with their integrity (else it is refused).
    const file = (name: string) => fs.readFileSync(path.join(build, name));
    await releases.put('mfe-mobile', [
      {
        ...siteEntry('mfe-mobile', version),
        integrity: await sha384Integrity(file('mf-manifest.json')),
        entryIntegrity: await sha384Integrity(file('remoteEntry.js')),
      },
    ]);
    await page.reload();
    await expectTrackerShown(page);
    const kept = await page.evaluate(
      async (url) => (await (await caches.match(url))?.text()) ?? '',
      new URL(`/remotes/mfe-mobile/${version}/remoteEntry.js`, page.url()).href,
    );
    expect(kept.trimEnd().endsWith(marker), 'the kept entry is the rebuilt one').toBe(true);
  });

  test('a new tracker release is offered with the reload prompt', async ({
    page,
    releases,
  }, testInfo) => {
    const next = `${builtVersion('mfe-mobile')}-next`;
    addedVersions.push(copiedBuild('mfe-mobile', next));
    await openTracker(page);
    await expectControlledByWorker(page);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);

    // Released while the tracker is open; the phone comes back to the network.
    await releases.put('mfe-mobile', [siteEntry('mfe-mobile', next)]);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expectPromptShown(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'tracker-390-new-version.png') });
    await expectNoSeriousViolations(page, testInfo, 'the tracker with its new version prompt');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'tracker-360-new-version.png') });

    await page.getByRole('button', { name: 'Reload' }).click();
    // Its tables too: the new version's folder goes after the test, and a chunk still on its way
    // then would fail to load.
    await expectTrackerShown(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some(({ name }) => name.endsWith('mf-manifest.json') && name.includes('-next/')),
        ),
      )
      .toBe(true);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });

  test('offline, a reload shows the kept tables with their age; online again, fresh ones', async ({
    page,
    context,
  }, testInfo) => {
    await openTracker(page);
    await expectControlledByWorker(page);
    await expectKeptForOffline(page);
    await context.setOffline(true);
    await page.reload();
    await skipUnlessOfflineIsReported(page);
    await expect(areaTitle(page, 'mfe-mobile')).toHaveText('Mobile Tracker');
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveText(
      OFFLINE_BANNER,
    );
    await expect(page.getByRole('grid', { name: 'Storage' }).getByRole('row').nth(1)).toBeVisible();
    await expect(
      page.getByRole('grid', { name: 'Batteries' }).getByRole('row').nth(1),
    ).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'tracker-390-offline.png') });
    await expectNoSeriousViolations(page, testInfo, 'the tracker offline, under its age banner');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'tracker-360-offline.png') });

    const fresh = page.waitForResponse(
      (response) => response.url().endsWith('/api/display-mobile/storage') && response.ok(),
    );
    await context.setOffline(false);
    await fresh;
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
  });

  test('an expired session offline keeps the data; back online, signed in again, fresh data', async ({
    page,
    context,
  }) => {
    await openTracker(page);
    await expectControlledByWorker(page);
    await expectKeptForOffline(page);
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))!;
      const user = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
      localStorage.setItem(key, JSON.stringify({ ...user, expires_at: 1 }));
    });
    await context.setOffline(true);
    await page.reload();
    await skipUnlessOfflineIsReported(page);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toContainText(
      'Your session has expired; you will be asked to sign in when the network is back.',
    );
    await expect(page.getByRole('grid', { name: 'Storage' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${TRACKER}$`));

    // Back online: the tables wait for the renewed session; none is called without a token.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/display-mobile/') && !response.ok()) {
        refused.push(`${response.status()} ${response.url()}`);
      }
    });
    const fresh = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/display-mobile/storage') &&
        response.ok() &&
        response.request().headers().authorization?.startsWith('Bearer ') === true,
    );
    await context.setOffline(false);
    await fresh;
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
    await expect(page.getByText('Could not refresh')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${TRACKER}$`));
    expect(refused).toEqual([]);
  });

  test('signing out forgets the kept tables', async ({ page }) => {
    await openTracker(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Back from the provider's sign-out on the public map.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState();
    await expect.poll(() => keptAnswerCount(page).catch(() => -1)).toBe(0);
  });
});

test.describe('the mobile tracker from a cold start', () => {
  let profile: string;
  let context: BrowserContext | undefined;
  test.beforeEach(() => {
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-tracker-'));
  });
  test.afterEach(async () => {
    await context?.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  test('is installable, and opens offline in a restarted browser with what it kept', async ({
    baseURL,
  }) => {
    const launch = () =>
      chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: E2E_CHROMIUM_ARGS,
        baseURL,
        viewport: PHONE,
      });
    context = await launch();
    let page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() =>
      sessionStorage.setItem('headgate.map.disclaimerAccepted', 'true'),
    );
    // The sidebar that shows who signed in is open at desktop width.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await signInFromTopBar(page, 'data');
    await page.setViewportSize(PHONE);
    await openTracker(page);
    await expectControlledByWorker(page);
    await expectKeptForOffline(page);
    // What Chrome checks before it offers to install (Lighthouse 13 has no PWA audits left).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    await context.close();

    context = await launch();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(TRACKER);
    await skipUnlessOfflineIsReported(page);
    await expect(areaTitle(page, 'mfe-mobile')).toHaveText('Mobile Tracker');
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveText(
      OFFLINE_BANNER,
    );
    await expect(
      page.getByRole('grid', { name: 'Wells overview' }).getByRole('row').nth(1),
    ).toBeVisible();
  });
});
