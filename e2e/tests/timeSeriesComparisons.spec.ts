import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoSeriousViolations } from '../support/axe';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';
import { signedInState } from '../support/signIn';

// Left: the Lupton Bottoms inlet's flow; right: the reservoir's water level (demo stations 2, 1).
const COMPARISON =
  '/data-access/time-series-comparisons?endpoint=daily&start=2026-10-01&end=2026-11-20&leftParameter=67&leftLocations=2&rightParameter=1539&rightLocations=1';

/** Clicks a button that saves a file; the file's name and where it was kept. */
async function saveDownload(page: Page, button: string, keepAs: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const file = path.join(ARTIFACTS_DIR, keepAs);
  await download.saveAs(file);
  return { name: download.suggestedFilename(), file };
}

/** The chart's legend and the table's first row: what a reader compares. */
async function comparisonShown(page: Page) {
  const chart = page.getByRole('region', { name: 'Time series comparison chart' });
  await expect(chart.locator('.highcharts-legend-item')).toHaveCount(2);
  const grid = page.getByRole('grid', { name: 'Comparison data' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return {
    legend: await chart.locator('.highcharts-legend-item').allInnerTexts(),
    headings: await grid.getByRole('columnheader').allInnerTexts(),
    firstRow: await grid.getByRole('row').nth(1).innerText(),
  };
}

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

    const csv = await saveDownload(page, 'Export CSV', 'comparison-export.csv');
    expect(csv.name).toMatch(/^time-series-comparison-\d{4}-\d\d-\d\d\.csv$/);
    const [heading, ...records] = Papa.parse<string[]>(
      (await readFile(csv.file, 'utf8')).trim(),
    ).data;
    expect(heading).toEqual([
      'Time',
      expect.stringMatching(/^Left: /),
      expect.stringMatching(/^Right: /),
    ]);
    // Daily rows from 10/01/2026 to 11/20/2026: one a day where either side has a value.
    expect(records.length).toBeGreaterThan(40);
    expect(records.length).toBeLessThanOrEqual(51);
    expect(records[0]?.[0]).toBe('10/01/2026');
    expect(records.every((record) => record.length === 3)).toBe(true);

    const png = await saveDownload(page, 'Save PNG', 'comparison-chart.png');
    expect(png.name).toMatch(/\.png$/);
    expect((await readFile(png.file)).subarray(1, 4).toString()).toBe('PNG');

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

  test('the link the page writes after changing options reopens the same comparison', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/data-access/time-series-comparisons');
    // The options live in the URL: the radio shows the choice once the URL has it.
    await page.getByRole('radio', { name: '15 Minutes' }).click();
    await expect(page.getByRole('radio', { name: '15 Minutes' })).toBeChecked();
    await page.getByRole('button', { name: '3 days' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    const shown = await comparisonShown(page);
    const link = page.url();
    const written = new URL(link).searchParams;
    expect(written.get('endpoint')).toBe('raw');
    expect(written.get('leftLocations')).toBeTruthy();

    const fresh = await browser.newContext({
      baseURL,
      storageState: await signedInState(browser, baseURL!, 'admin'),
      viewport: { width: 1440, height: 1000 },
    });
    const again = await fresh.newPage();
    await again.goto(link);
    await expect(again.getByRole('radio', { name: '15 Minutes' })).toBeChecked();
    await again.getByRole('button', { name: 'Submit' }).click();
    expect(await comparisonShown(again)).toEqual(shown);
    await again.screenshot({ path: path.join(ARTIFACTS_DIR, 'comparison-reopened-1440.png') });
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

test.describe('Time Series Comparisons, anonymous', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  // The spec's default stations are district ones: a visitor gets public gages in their place.
  test('the default comparison names its stations and draws both sides', async ({ page }) => {
    await page.goto('/data-access/time-series-comparisons');
    const left = page.getByRole('combobox', { name: 'Left axis locations' });
    const right = page.getByRole('combobox', { name: 'Right axis locations' });
    await expect(left).toHaveText('South Platte River At Henderson');
    await expect(right).toHaveText('South Platte River At Fort Lupton');
    // Every facility's stations are the district's: the filter offers none, and says so.
    await expect(page.getByRole('combobox', { name: 'Facilities' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByText('No facility has stations you may compare.')).toBeVisible();
    await expectNoSeriousViolations(page, test.info(), 'comparisons for a visitor');
    await page.getByRole('button', { name: 'Submit' }).click();
    const chart = page.getByRole('region', { name: 'Time series comparison chart' });
    await expect(chart.locator('.highcharts-legend-item')).toHaveCount(2);
    await expect(page.getByText(/No data available for/)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /Sign in|Error/ })).toHaveCount(0);
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, 'comparison-anonymous-1440.png'),
      fullPage: true,
    });
  });
});
