import path from 'node:path';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';

test.describe('landing dashboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('charts the latest reading per station; the look-back stops at 24 hours', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Dashboard');
    await expect(page.getByRole('radio', { name: 'Flow (cfs)' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Flow (cfs): Last Report chart' })).toBeVisible();
    await expect(
      page.getByRole('grid', { name: 'Flow (cfs), Last Report' }).getByRole('row').nth(1),
    ).toContainText('cfs');

    const hours = page.getByRole('spinbutton', { name: 'Hours ago' });
    await hours.fill('25');
    await expect(page.getByText('Value must not exceed 24')).toBeVisible();
    // Not applied: the chart still shows the last report after the debounce.
    await page.waitForTimeout(1_300);
    await expect(page.getByRole('region', { name: 'Flow (cfs): Last Report chart' })).toBeVisible();

    await hours.fill('3');
    await expect(page.getByRole('region', { name: 'Flow (cfs): 3 Hours Ago chart' })).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'dashboard-1440.png') });
  });
});

test.describe('the secret page', () => {
  test.use({ signedInAs: 'user' });

  test('says it is only for signed-in users, above the dashboard', async ({ page }) => {
    await page.goto('/secret');
    await expect(page.getByText('This page is only visible to authenticated users.')).toBeVisible();
    await expect(page.getByText(/Welcome back, /)).toBeVisible();
  });
});
