import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { selectEntry } from '@headgate/platform/discovery';
import type { DiscoveryDocument } from '@headgate/site-map';
import { builtVersion } from '../support/discoveryFile';
import { E2E_REMOTE_HOST_PORT, RELEASE_CLIENT_SECRET, ROOT } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';
import { startStaticHost, staticHostMissing, type StaticHost } from '../support/staticHost';
import { copiedBuild } from '../support/versionFolders';

const REMOTE = 'mfe-facility';
const STABLE = builtVersion(REMOTE);
/** The version the team's pipeline releases to its own host. */
const RELEASED = `${STABLE}-cdn`;

// As the cluster tests: without nginx (not installed, and not root to install it) it is skipped.
test.skip(staticHostMissing() !== undefined, staticHostMissing());

let host: StaticHost;
test.beforeAll(async ({ baseURL }) => {
  host = await startStaticHost(baseURL!, E2E_REMOTE_HOST_PORT);
});
test.afterAll(async () => {
  await host?.stop();
});

/**
 * A team's pipeline: `pnpm release <remote> <version> --publish-to … --public-url …
 * --register … --traffic 10`. The version is built already (a copy of the built remote, as the
 * pipeline's build step would leave it), so the release publishes and registers it as built;
 * the copy leaves the site's folder afterwards, so only the team's host has it.
 */
function releaseToHost(baseURL: string, version = RELEASED) {
  const built = copiedBuild(REMOTE, version);
  try {
    return spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(ROOT, 'packages', 'federation-build', 'src', 'releaseRemote.ts'),
        REMOTE,
        version,
        '--publish-to',
        host.folder,
        '--public-url',
        host.url,
        '--register',
        baseURL,
        '--traffic',
        '10',
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, RELEASE_CLIENT_SECRET } },
    );
  } finally {
    fs.rmSync(built, { recursive: true, force: true });
  }
}

/** A browser id whose draw lands on `version` in the served document (the shell's own choice). */
async function browserDrawing(page: Page, version: string): Promise<string> {
  const document = (await (await page.request.get('/discovery.json')).json()) as DiscoveryDocument;
  for (let i = 0; ; i++) {
    const id = `e2e-second-origin-${i}`;
    if (selectEntry(document, REMOTE, { browserId: id })?.metadata.version === version) return id;
  }
}

/** Opens the facility list as the browser `browserId` and says where its remote entry came from. */
async function openFacilities(page: Page, browserId: string): Promise<string> {
  await page.evaluate((id) => localStorage.setItem('headgate.browserId', id), browserId);
  const remoteEntry = page.waitForRequest((request) =>
    new RegExp(`/${REMOTE}/[^/]+/remoteEntry\\.js$`).test(request.url()),
  );
  await page.goto('/facility-pages');
  const url = new URL((await remoteEntry).url());
  // The area works from wherever it came: its title, and the list of facilities from the API.
  await expect(areaTitle(page, REMOTE)).toHaveText('Facilities');
  await expect(page.getByRole('heading', { name: 'Storage', level: 2 })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Storage' })
      .getByRole('link', { name: 'Lupton Bottoms Storage' }),
  ).toBeVisible();
  return `${url.origin}${url.pathname}`;
}

test.use({ signedInAs: 'data' });

test("a team's pipeline publishes a remote to its own host and registers it; it rolls out 10 % → 100 % and back", async ({
  page,
  baseURL,
  releases,
}) => {
  const release = releaseToHost(baseURL!);
  expect(release.status, release.stderr).toBe(0);
  expect(release.stdout).toContain(
    `Registered ${REMOTE} ${RELEASED} at ${host.url}/${REMOTE}/${RELEASED}/mf-manifest.json`,
  );
  const fromHost = `${host.url}/${REMOTE}/${RELEASED}/remoteEntry.js`;
  const fromSite = `${baseURL}/remotes/${REMOTE}/${STABLE}/remoteEntry.js`;

  // 10 %: a browser whose draw is the canary gets it from the team's host; the others do not.
  await page.goto('/');
  const canaryBrowser = await browserDrawing(page, RELEASED);
  const stableBrowser = await browserDrawing(page, STABLE);
  expect(await openFacilities(page, canaryBrowser)).toBe(fromHost);
  expect(await openFacilities(page, stableBrowser)).toBe(fromSite);

  // 100 %: promoted, every browser gets it from the team's host.
  const [stable, released] = (await releases.releases()).remotes.find(
    (r) => r.remote === REMOTE,
  )!.entries;
  await releases.put(REMOTE, [
    { version: stable!.version, url: stable!.url, default: false, traffic: 0 },
    { version: released!.version, url: released!.url, default: true, traffic: 100 },
  ]);
  expect(await openFacilities(page, stableBrowser)).toBe(fromHost);

  // And back: the rollback call makes the site's own version the default again.
  expect((await releases.rollback(REMOTE)).rolledBackTo).toBe(STABLE);
  expect(await openFacilities(page, canaryBrowser)).toBe(fromSite);
  // No Content-Security-Policy violation on the way (the `noContentSecurityViolations` fixture).
});

test('a remote whose entry script was changed on its host after release never runs: the area is unavailable, and says why', async ({
  page,
  baseURL,
  releases,
}) => {
  const tampered = `${STABLE}-tampered`;
  const release = releaseToHost(baseURL!, tampered);
  expect(release.status, release.stderr).toBe(0);
  // Someone with access to the team's host changes the released file in place.
  fs.appendFileSync(
    path.join(host.folder, REMOTE, tampered, 'remoteEntry.js'),
    '\nwindow.headgateTampered = true;\n',
  );

  await page.goto('/');
  const browser = await browserDrawing(page, tampered);
  await page.evaluate((id) => localStorage.setItem('headgate.browserId', id), browser);
  await page.goto('/facility-pages');
  await expect(page.getByText('This area is unavailable')).toBeVisible();
  await expect(page.getByText(/is not the one released/)).toBeVisible();
  // The failure reaches the Remote Releases figures (a load-failure client event).
  await expect
    .poll(
      async () =>
        (await releases.releases()).remotes
          .find((r) => r.remote === REMOTE)
          ?.entries.find((e) => e.version === tampered)?.errors,
    )
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => 'headgateTampered' in window)).toBe(false);
});
