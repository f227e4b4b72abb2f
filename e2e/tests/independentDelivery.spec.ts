import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { ReleaseEntry } from '@headgate/contracts';
import type { DiscoveryDocument } from '@headgate/site-map';
import { selectEntry } from '@headgate/platform/discovery';
import { builtVersion } from '../support/discoveryFile';
import { ARTIFACTS_DIR, ROOT, SWAP_REMOTE, SWAP_VERSION } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';
import { siteEntry, type ReleaseStore } from '../support/releaseStore';
import { signedInState } from '../support/signIn';
import { copiedBuild, editManifest, rewriteFile } from '../support/versionFolders';

const REMOTE = SWAP_REMOTE; // mfe-admin
const STABLE = builtVersion(REMOTE);
const PAGE = '/data-access/system-management/sms-help';
const TITLE = 'SMS Help';
/** The design system this build offers, and a range no site of this build has (its next major). */
const DESIGN_SYSTEM_VERSION = (
  JSON.parse(
    fs.readFileSync(path.join(ROOT, 'packages', 'design-system', 'package.json'), 'utf8'),
  ) as { version: string }
).version;
const NEWER_DESIGN_SYSTEM = `^${Number(DESIGN_SYSTEM_VERSION.split('.')[0]) + 1}.0.0`;

const entry = (
  version: string,
  deployment: Pick<ReleaseEntry, 'default' | 'traffic'>,
  more: Partial<ReleaseEntry> = {},
) => siteEntry(REMOTE, version, deployment, more);

/** Stores the remote's entries through the release API and gives the document now served. */
async function released(
  releases: ReleaseStore,
  request: APIRequestContext,
  entries: ReleaseEntry[],
): Promise<DiscoveryDocument> {
  await releases.put(REMOTE, entries);
  return (await (await request.get('/discovery.json')).json()) as DiscoveryDocument;
}

/**
 * Browser ids whose stable draw lands on `version` in `document`, found with the shell's own
 * choice (the same hash and shares), so which version a "fresh" browser gets is known, not random.
 */
function browsersDrawing(document: DiscoveryDocument, version: string, count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count; i++) {
    const id = `e2e-browser-${i}`;
    if (selectEntry(document, REMOTE, { browserId: id })?.metadata.version === version)
      ids.push(id);
  }
  return ids;
}

/** A browser nobody has used, signed in as a Developer, whose random id happens to be `browserId`. */
async function freshBrowser(browser: Browser, baseURL: string, browserId: string) {
  const state = await signedInState(browser, baseURL, 'developer');
  const withId = {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: [
        ...origin.localStorage.filter((item) => item.name !== 'headgate.browserId'),
        { name: 'headgate.browserId', value: browserId },
      ],
    })),
  };
  return browser.newContext({ baseURL, storageState: withId });
}

/**
 * Makes a copied build's `./app` mount by rejecting: the remote loads, and fails as it mounts
 * (the exposed module destructures the lifecycles it exports; its `mount` is replaced).
 */
function breakMount(folder: string): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const exposed = manifest.exposes
    .find((expose) => expose.path === './app')!
    .assets.js.sync.find((file) => file.startsWith('__federation_expose_app'))!;
  const lifecycles = /let\{bootstrap:\w+,mount:(\w+),unmount:\w+\}=[^;]+;/;
  rewriteFile(folder, exposed, (code) => {
    if (!lifecycles.test(code)) throw new Error(`No lifecycles to break in ${exposed}.`);
    return code.replace(
      lifecycles,
      (found, mount: string) =>
        `${found}${mount}=()=>Promise.reject(new TypeError("broken canary"));`,
    );
  });
}

/** Opens the page and says which version of the remote it loaded. */
async function versionLoaded(page: Page, url = PAGE): Promise<string> {
  const manifest = page.waitForRequest((request) =>
    new RegExp(`/remotes/${REMOTE}/[^/]+/remoteEntry\\.js$`).test(request.url()),
  );
  await page.goto(url);
  const version = /\/remotes\/[^/]+\/([^/]+)\//.exec((await manifest).url())![1]!;
  return version;
}

test.describe('independent delivery of one remote', () => {
  test.use({ signedInAs: 'developer' });

  test('50 / 50: fresh browsers get both versions, and each keeps its own on reload and in a new tab', async ({
    browser,
    baseURL,
    request,
    releases,
  }) => {
    test.setTimeout(120_000);
    const document = await released(releases, request, [
      entry(STABLE, { default: true, traffic: 50 }),
      entry(SWAP_VERSION, { default: false, traffic: 50 }),
    ]);
    for (const version of [STABLE, SWAP_VERSION]) {
      for (const id of browsersDrawing(document, version, 2)) {
        const context = await freshBrowser(browser, baseURL!, id);
        const page = await context.newPage();
        expect([id, await versionLoaded(page)]).toEqual([id, version]);
        await expect(areaTitle(page, REMOTE)).toHaveText(TITLE);
        expect(await versionLoaded(page)).toBe(version);
        // Another tab of the same browser draws the same.
        expect(await versionLoaded(await context.newPage())).toBe(version);
        await context.close();
      }
    }
  });

  test('?remote-version= pins a version for testing, and About says which runs', async ({
    page,
    releases,
  }) => {
    await releases.put(REMOTE, [
      entry(STABLE, { default: true, traffic: 100 }),
      entry(SWAP_VERSION, { default: false, traffic: 0 }),
    ]);
    expect(await versionLoaded(page, `${PAGE}?remote-version=${REMOTE}@${SWAP_VERSION}`)).toBe(
      SWAP_VERSION,
    );
    // The pin holds for the tab's later pages.
    expect(await versionLoaded(page, '/admin/ignition-demo')).toBe(SWAP_VERSION);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    const dialog = page.getByRole('dialog', { name: 'About Headgate' });
    await expect(dialog.locator(`[data-remote-version="${REMOTE}"] td`).last()).toHaveText(
      SWAP_VERSION,
    );
  });

  test('a remote whose manifest was replaced on its host after release says why it cannot run; the rest works', async ({
    page,
    releases,
  }) => {
    const skewed = '0.3.0-skew';
    const folder = copiedBuild(REMOTE, skewed);
    try {
      // The release API refuses a version the shell cannot load, so the version it accepted is
      // replaced on its host afterwards by one built against a design system the site lacks:
      // the shell sees that the manifest is not the one released before it reads its ranges
      // (which the shared-version guard's unit tests cover).
      await releases.put(REMOTE, [entry(skewed, { default: true, traffic: 100 })]);
      editManifest(folder, (manifest) => {
        (manifest.metaData as { buildInfo: { buildVersion: string } }).buildInfo.buildVersion =
          skewed;
        for (const shared of manifest.shared as { name: string; requiredVersion: string }[]) {
          if (shared.name === '@headgate/design-system') {
            shared.requiredVersion = NEWER_DESIGN_SYSTEM;
          }
        }
      });
      await page.goto(PAGE);
      await expect(page.locator('[data-unavailable-reason]')).toContainText(
        `/remotes/mfe-admin/${skewed}/mf-manifest.json is not the one released`,
      );
      await page.goto('/');
      await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a canary that throws on mount is rolled back automatically after the error threshold', async ({
    browser,
    baseURL,
    page,
    releases,
  }) => {
    test.setTimeout(150_000);
    // A new version each run: a rolled-back version stays rolled back.
    const broken = `0.2.1-broken.${Date.now()}`;
    const folder = copiedBuild(REMOTE, broken);
    breakMount(folder);
    try {
      const document = await released(releases, page.request, [
        entry(STABLE, { default: true, traffic: 90 }),
        // Every browser of the run is one client (one address): the rule asks for no more.
        entry(
          broken,
          { default: false, traffic: 10 },
          { rollback: { maxErrorRate: 0.5, minLoads: 3, minClients: 1 } },
        ),
      ]);
      const served = async () =>
        (
          (await (await page.request.get('/discovery.json')).json()) as DiscoveryDocument
        ).microFrontends[REMOTE]!.map((e) => e.metadata.version);
      expect(await served()).toEqual([STABLE, broken]);

      // Four browsers whose draw falls in the canary's 10 %: three meet it, the fourth comes later.
      const [late, ...early] = browsersDrawing(document, broken, 4);
      for (const id of early) {
        const context = await freshBrowser(browser, baseURL!, id);
        // A beacon's body is not visible to Playwright: the page keeps a copy of what it sends.
        await context.addInitScript(() => {
          const sent: unknown[] = [];
          (window as unknown as { sentEvents: unknown[] }).sentEvents = sent;
          const sendBeacon = navigator.sendBeacon.bind(navigator);
          navigator.sendBeacon = (url, data) => {
            if (data instanceof Blob) void data.text().then((text) => sent.push(JSON.parse(text)));
            return sendBeacon(url, data);
          };
        });
        const canaryPage = await context.newPage();
        const delivered = canaryPage.waitForResponse(
          (response) => response.url().endsWith('/api/client-events') && response.status() === 204,
        );
        expect(await versionLoaded(canaryPage)).toBe(broken);
        await expect(canaryPage.locator(`[data-area-unavailable="${REMOTE}"]`)).toBeVisible();
        await expect
          .poll(() =>
            canaryPage.evaluate(() => (window as unknown as { sentEvents: unknown[] }).sentEvents),
          )
          .toContainEqual(
            expect.objectContaining({ remote: REMOTE, version: broken, kind: 'mount-error' }),
          );
        await delivered;
        await context.close();
      }

      await expect.poll(served, { timeout: 15_000 }).toEqual([STABLE]);
      // A new visitor whose draw was the canary's gets the stable version.
      const context = await freshBrowser(browser, baseURL!, late!);
      const newcomer = await context.newPage();
      expect(await versionLoaded(newcomer)).toBe(STABLE);
      await expect(areaTitle(newcomer, REMOTE)).toHaveText(TITLE);
      await context.close();

      // The operator sees it: rolled back, when, and the errors that did it.
      await page.goto('/admin/remote-releases');
      await expect(areaTitle(page, REMOTE)).toHaveText('Remote Releases');
      const grid = page.getByRole('grid', { name: `${REMOTE} versions` });
      const row = grid.getByRole('row', { name: new RegExp(broken.replaceAll('.', '\\.')) });
      await expect(row).toContainText(/rolled back \d\d\/\d\d \d{1,2}:\d\d [AP]M/);
      // Three loads, each a mount error.
      await expect(row.getByRole('gridcell').filter({ hasText: /^3$/ }).first()).toBeVisible();
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'remote-releases-rolled-back.png') });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
