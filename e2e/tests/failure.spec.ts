import { builtVersion, entryFor, withEntry, writeDiscovery } from '../support/discoveryFile';
import { areaTitle, expect, test } from '../support/fixtures';

const DEAD_URL = 'http://127.0.0.1:9/mf-manifest.json';

// The dead-remote test walks into the admin area: do it as a Developer.
test.use({ signedInAs: 'developer' });

test('a dead remote shows the unavailable panel in its area; the shell and the map keep working', async ({
  page,
}) => {
  writeDiscovery(
    withEntry('mfe-facility', { ...entryFor('mfe-facility', '9.9.9'), url: DEAD_URL }),
  );
  await page.goto('/facility-pages');

  const panel = page.locator('[data-area-unavailable="mfe-facility"]');
  await expect(panel.getByText('This area is unavailable')).toBeVisible();
  await expect(panel).toContainText('Facility Pages (mfe-facility)');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Public Map' }).click();
  await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
  await sidebar.getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(areaTitle(page, 'mfe-admin')).toHaveText('Contacts');
});

test('Retry loads the area once the operator fixes its entry', async ({ page }) => {
  writeDiscovery(
    withEntry('mfe-facility', { ...entryFor('mfe-facility', '9.9.9'), url: DEAD_URL }),
  );
  await page.goto('/facility-pages/37');
  await expect(page.getByText('This area is unavailable')).toBeVisible();

  writeDiscovery(withEntry('mfe-facility', entryFor('mfe-facility', builtVersion('mfe-facility'))));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(areaTitle(page, 'mfe-facility')).toHaveText('Facility Details');
  await expect(page.getByText('This area is unavailable')).toHaveCount(0);
});

test('a remote that fails from its url is loaded from its fallbackUrl', async ({ page }) => {
  const good = entryFor('mfe-data-access', builtVersion('mfe-data-access'));
  writeDiscovery(
    withEntry('mfe-data-access', {
      ...good,
      url: '/remotes/mfe-data-access/0.0.0-gone/mf-manifest.json',
      fallbackUrl: good.url,
    }),
  );
  await page.goto('/data-access/time-series-comparisons');
  await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Time Series Comparisons');
});

test('the shell starts even when the discovery document is broken', async ({ page }) => {
  writeDiscovery({ microFrontends: { 'mfe-map': [] } });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('[data-area-unavailable="mfe-map"]')).toBeVisible();
});
