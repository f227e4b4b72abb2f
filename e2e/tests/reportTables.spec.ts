import path from 'node:path';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';

test.describe('report tables, as an Administrator', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 900 } });

  test('the batteries table lists stations with their 7-day voltages and filters', async ({
    page,
  }) => {
    await page.goto('/data-access/batteries-status-table');
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText(
      'Batteries Status Last 7 Days Stats',
    );
    const grid = page.getByRole('grid', { name: 'Batteries status, last 7 days' });
    await expect(grid.getByRole('columnheader', { name: '7-Day Min' })).toBeVisible();
    await expect(grid.getByRole('row').nth(1)).toContainText(/\d+\.\d\d V/);
    const rowsBefore = await grid.getByRole('row').count();
    await page.getByRole('searchbox').fill('LBR');
    await expect.poll(() => grid.getByRole('row').count()).toBeLessThan(rowsBefore);
    await expect(grid.getByRole('row').nth(1)).toContainText('LBR');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'batteries-1440.png') });
  });

  test('the site summary pages by 60 and has its period of record', async ({ page }) => {
    await page.goto('/data-access/site-summary-table');
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Site Summary Table');
    const grid = page.getByRole('grid', { name: 'Site summary' });
    await expect(grid.getByRole('columnheader', { name: 'Start of Record' })).toBeVisible();
    await expect(
      grid
        .getByRole('gridcell')
        .filter({ hasText: /^\d\d\/\d\d\/\d{4}$/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'site-summary-1440.png') });
  });
});
