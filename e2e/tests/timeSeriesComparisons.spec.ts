import path from 'node:path';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';
import { signedInState } from '../support/signIn';

// Left: the Lupton Bottoms inlet's flow; right: the reservoir's water level (demo stations 2, 1).
const COMPARISON =
  '/data-access/time-series-comparisons?endpoint=daily&start=2026-10-01&end=2026-11-20&leftParameter=67&leftLocations=2&rightParameter=1539&rightLocations=1';

test.describe('Time Series Comparisons', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 1000 } });

  test('draws both axes on Submit, and the same link in a fresh browser draws them again', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(COMPARISON);
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Time Series Comparisons');
    await expect(page.getByText('press Submit to draw the graph')).toBeVisible();
    await expect(page.locator('[data-stations]')).not.toHaveAttribute('data-stations', '0');
    await page.getByRole('button', { name: 'Submit' }).click();
    const chart = page.getByRole('region', { name: 'Time series comparison chart' });
    await expect(chart.locator('.highcharts-legend-item')).toHaveCount(2);
    await expect(chart.locator('.highcharts-axis.highcharts-yaxis')).toHaveCount(2);
    await expect(
      page.getByRole('grid', { name: 'Comparison data' }).getByRole('row').nth(1),
    ).toBeVisible();
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, 'comparison-1440.png'),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Copy table' }).click();
    await expect(page.getByText('Data was copied to your clipboard.')).toBeVisible();

    const fresh = await browser.newContext({
      baseURL,
      storageState: await signedInState(browser, baseURL!, 'admin'),
      viewport: { width: 1440, height: 1000 },
    });
    const again = await fresh.newPage();
    await again.goto(COMPARISON);
    await again.getByRole('button', { name: 'Submit' }).click();
    await expect(
      again
        .getByRole('region', { name: 'Time series comparison chart' })
        .locator('.highcharts-legend-item'),
    ).toHaveCount(2);
    await fresh.close();
  });

  test("the spec's default comparison draws both sides without a warning", async ({ page }) => {
    await page.goto('/data-access/time-series-comparisons');
    await page.getByRole('button', { name: 'Submit' }).click();
    const chart = page.getByRole('region', { name: 'Time series comparison chart' });
    await expect(chart.locator('.highcharts-legend-item')).toHaveCount(2);
    await expect(page.getByText(/No data available for/)).toHaveCount(0);
  });

  test('3 months is not offered for 15-minute data, and Submit needs a left station', async ({
    page,
  }) => {
    await page.goto('/data-access/time-series-comparisons?endpoint=raw&leftParameter=67');
    await expect(page.getByRole('button', { name: '3 months' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
