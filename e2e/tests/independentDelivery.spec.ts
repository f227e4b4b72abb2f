import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { DiscoveryDocument, DiscoveryEntry } from '@headgate/platform/discovery';
import { baselineDocument, builtVersion, writeDiscovery } from '../support/discoveryFile';
import { ROOT, SWAP_REMOTE, SWAP_VERSION } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';
import { signedInState } from '../support/signIn';

const REMOTE = SWAP_REMOTE; // mfe-admin
const STABLE = builtVersion(REMOTE);
const PAGE = '/data-access/system-management/sms-help';
const TITLE = 'SMS Help';
const distOf = (version: string) => path.join(ROOT, REMOTE, 'dist', version);

const entry = (version: string, deployment: DiscoveryEntry['deployment']): DiscoveryEntry => ({
  url: `/remotes/${REMOTE}/${version}/mf-manifest.json`,
  metadata: { version },
  deployment,
});

function withEntries(entries: DiscoveryEntry[], extra: Partial<DiscoveryDocument> = {}) {
  const document = baselineDocument();
  document.microFrontends[REMOTE] = entries;
  return { ...document, ...extra };
}

/** A copy of the stable build under another version, its manifest edited by `edit`. */
function copiedBuild(version: string, edit: (folder: string) => void): void {
  fs.rmSync(distOf(version), { recursive: true, force: true });
  fs.cpSync(distOf(STABLE), distOf(version), { recursive: true });
  edit(distOf(version));
}

function editManifest(folder: string, change: (manifest: Record<string, unknown>) => void) {
  const file = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
  fs.rmSync(`${file}.br`, { force: true });
  fs.rmSync(`${file}.gz`, { force: true });
}

/** A browser nobody has used: signed in as a Developer, with no canary draw of its own yet. */
async function freshBrowser(browser: Browser, baseURL: string) {
  const state = await signedInState(browser, baseURL, 'developer');
  const withoutDraw = {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((item) => item.name !== 'headgate.browserId'),
    })),
  };
  return browser.newContext({ baseURL, storageState: withoutDraw });
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

  test('50 / 50: fresh browsers get both versions, and each keeps its own on reload', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    writeDiscovery(
      withEntries([
        entry(STABLE, { default: true, traffic: 50 }),
        entry(SWAP_VERSION, { traffic: 50 }),
      ]),
    );
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const context = await freshBrowser(browser, baseURL!);
      const page = await context.newPage();
      const first = await versionLoaded(page);
      await expect(areaTitle(page, REMOTE)).toHaveText(TITLE);
      expect(await versionLoaded(page)).toBe(first);
      // Another tab of the same browser draws the same.
      expect(await versionLoaded(await context.newPage())).toBe(first);
      seen.add(first);
      await context.close();
    }
    expect([...seen].sort()).toEqual([STABLE, SWAP_VERSION].sort());
  });

  test('?remote-version= pins a version for testing, and About says which runs', async ({
    page,
  }) => {
    writeDiscovery(
      withEntries([entry(STABLE, { default: true, traffic: 100 }), entry(SWAP_VERSION, {})]),
    );
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

  test('a remote built against newer contracts says why it cannot run; the rest works', async ({
    page,
  }) => {
    const skewed = '0.3.0-skew';
    copiedBuild(skewed, (folder) =>
      editManifest(folder, (manifest) => {
        (manifest.metaData as { buildInfo: { buildVersion: string } }).buildInfo.buildVersion =
          skewed;
        for (const shared of manifest.shared as { name: string; requiredVersion: string }[]) {
          if (shared.name === '@headgate/contracts') shared.requiredVersion = '^0.3.0';
        }
      }),
    );
    try {
      writeDiscovery(withEntries([entry(skewed, { default: true, traffic: 100 })]));
      await page.goto(PAGE);
      await expect(page.locator('[data-unavailable-reason]')).toHaveText(
        /^mfe-admin 0\.3\.0-skew needs @headgate\/contracts \^0\.3\.0 — this site has \d+\.\d+\.\d+$/,
      );
      await page.goto('/');
      await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
    } finally {
      fs.rmSync(distOf(skewed), { recursive: true, force: true });
    }
  });

  test('a canary that fails in browsers is rolled back; new visitors get the stable version', async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(120_000);
    // A new version each run: a rolled-back version stays rolled back.
    const broken = `0.2.1-broken.${Date.now()}`;
    copiedBuild(broken, (folder) => {
      const entryFile = path.join(folder, 'remoteEntry.js');
      fs.writeFileSync(
        entryFile,
        `throw new Error('broken canary');\n${fs.readFileSync(entryFile, 'utf8')}`,
      );
      fs.rmSync(`${entryFile}.br`, { force: true });
      fs.rmSync(`${entryFile}.gz`, { force: true });
    });
    try {
      writeDiscovery(
        withEntries(
          [entry(STABLE, { default: true, traffic: 90 }), entry(broken, { traffic: 10 })],
          { rollback: { maxErrorRate: 0.5, minLoads: 3 } },
        ),
      );
      const served = async () =>
        (
          (await (await page.request.get('/discovery.json')).json()) as DiscoveryDocument
        ).microFrontends[REMOTE]!.map((e) => e.metadata.version);
      expect(await served()).toEqual([STABLE, broken]);

      // Three browsers on the canary (pinned, as its 10 % would be): each fails and reports it.
      for (let i = 0; i < 3; i++) {
        const context = await freshBrowser(browser, baseURL!);
        const canaryPage = await context.newPage();
        const reported = canaryPage.waitForRequest(
          (request) => request.url().endsWith('/api/client-events') && request.method() === 'POST',
        );
        await canaryPage.goto(`${PAGE}?remote-version=${REMOTE}@${broken}`);
        await expect(canaryPage.locator(`[data-area-unavailable="${REMOTE}"]`)).toBeVisible();
        await reported;
        await context.close();
      }

      await expect.poll(served, { timeout: 15_000 }).toEqual([STABLE]);
      const context = await freshBrowser(browser, baseURL!);
      expect(await versionLoaded(await context.newPage())).toBe(STABLE);
      await context.close();

      // The operator sees it.
      await page.goto('/admin/remote-releases');
      await expect(areaTitle(page, REMOTE)).toHaveText('Remote Releases');
      const grid = page.getByRole('grid', { name: 'Remote releases' });
      await expect(
        grid.getByRole('row', { name: new RegExp(broken.replaceAll('.', '\\.')) }),
      ).toContainText('rolled back');
    } finally {
      fs.rmSync(distOf(broken), { recursive: true, force: true });
    }
  });
});
