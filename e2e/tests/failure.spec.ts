import fs from 'node:fs';
import type { RemoteId } from '@headgate/site-map';
import { builtVersion } from '../support/discoveryFile';
import { areaTitle, expect, test } from '../support/fixtures';
import { baselineEntries, siteEntry, type ReleaseStore } from '../support/releaseStore';
import { copiedBuild } from '../support/versionFolders';

/**
 * Serves a version of `remote` the release API accepts, then takes its folder away, as a team's
 * host that lost a release would: the manifest the browser asks for is not there any more.
 */
async function releaseThenLose(releases: ReleaseStore, remote: RemoteId, version: string) {
  const folder = copiedBuild(remote, version);
  try {
    await releases.put(remote, [siteEntry(remote, version)]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// The dead-remote test walks into the admin area: do it as a Developer.
test.use({ signedInAs: 'developer' });

test('a dead remote shows the unavailable panel in its area; the shell and the map keep working', async ({
  page,
  releases,
}) => {
  await releaseThenLose(releases, 'mfe-facility', '9.9.9-dead');
  await page.goto('/facility-pages');

  const panel = page.locator('[data-area-unavailable="mfe-facility"]');
  await expect(panel.getByText('This area is unavailable')).toBeVisible();
  await expect(panel).toContainText('Facility Pages (mfe-facility)');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The page load's id the failure was reported under, for the user to quote.
  await expect(panel.locator('[data-failure-reference]')).toHaveText(/^[A-Za-z0-9_-]{16}$/);

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Public Map' }).click();
  await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
  await sidebar.getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(areaTitle(page, 'mfe-admin')).toHaveText('Contacts');
});

test('Retry loads the area once the operator fixes its entry', async ({ page, releases }) => {
  await releaseThenLose(releases, 'mfe-facility', '9.9.9-dead');
  await page.goto('/facility-pages/37');
  await expect(page.getByText('This area is unavailable')).toBeVisible();

  await releases.put('mfe-facility', baselineEntries('mfe-facility'));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(areaTitle(page, 'mfe-facility')).toHaveText('Facility Details');
  await expect(page.getByText('This area is unavailable')).toHaveCount(0);
});

test('a remote that fails from its url is loaded from its fallbackUrl', async ({
  page,
  releases,
}) => {
  const remote = 'mfe-data-access';
  const folder = copiedBuild(remote, '0.0.0-gone');
  try {
    await releases.put(remote, [
      siteEntry(remote, '0.0.0-gone', undefined, {
        fallbackUrl: siteEntry(remote, builtVersion(remote)).url,
      }),
    ]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  await page.goto('/data-access/time-series-comparisons');
  await expect(areaTitle(page, remote)).toHaveText('Time Series Comparisons');
});

test('the shell starts even when the discovery document it gets is broken', async ({ page }) => {
  // The release API never stores such a document; a proxy or a stale cache could still serve one.
  await page.route('**/discovery.json', (route) =>
    route.fulfill({ json: { microFrontends: { 'mfe-map': [] } } }),
  );
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('[data-area-unavailable="mfe-map"]')).toBeVisible();
});
