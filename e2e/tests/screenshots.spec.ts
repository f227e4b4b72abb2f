import path from 'node:path';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';

test.describe('shell screenshots', () => {
  // Every route, protected ones included, as the role that may open them all.
  test.use({ signedInAs: 'developer' });

  test('desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/data-access/system-management/alerts-management');
    await expect(areaTitle(page, 'mfe-admin')).toHaveText('Alerts Management');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'shell-desktop.png') });
  });

  test('390 px wide, sidebar closed and open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/data-access/time-series-comparisons');
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Time Series Comparisons');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'shell-mobile.png') });

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'shell-mobile-sidebar.png') });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Public Map' })
      .click();
    await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('area unavailable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The area's manifest cannot be fetched (as from a host that is down).
    await page.route('**/remotes/mfe-mobile/**/mf-manifest.json', (route) => route.abort());
    await page.goto('/dashboards/mobile-dashboard');
    await expect(page.getByText('This area is unavailable')).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'area-unavailable.png') });
  });

  test('dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/facility-pages/37');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(areaTitle(page, 'mfe-facility')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'shell-dark.png') });
  });
});
