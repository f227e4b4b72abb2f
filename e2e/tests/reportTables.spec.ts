import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';

// The headings of spec §2, as the user reads them.
const BATTERY_HEADINGS = ['Location Name', 'MIN 7-day', 'MAX 7-day'];
const SITE_SUMMARY_HEADINGS = [
  'Alert',
  'Facility Type',
  'Facility Name',
  'Parameter',
  'Location Name',
  'POR Start',
  'POR End',
  'County',
  'Water Body',
  'Watershed',
];

/** Opens the filter panel of one column from its header menu (the grid's column filter). */
async function filterColumn(page: Page, grid: Locator, heading: string) {
  const header = grid.getByRole('columnheader', { name: heading });
  await header.hover();
  await header.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Filter' }).click();
}

/** The grid's "Export → Download as CSV": the file's name and its lines. */
async function exportCsv(page: Page, saveAs: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download as CSV' }).click();
  const download = await downloading;
  const file = path.join(ARTIFACTS_DIR, saveAs);
  await download.saveAs(file);
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  return { name: download.suggestedFilename(), lines };
}

/** The pager's "first–last of total". */
const pager = (page: Page) => page.getByText(/^\d+–\d+ of \d+$/);

test.describe('report tables, as an Administrator', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 900 } });

  test('the batteries table has the spec columns, filters, pages by 60 and exports', async ({
    page,
  }) => {
    await page.goto('/data-access/batteries-status-table');
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText(
      'Batteries Status Last 7 Days Stats',
    );
    const grid = page.getByRole('grid', { name: 'Batteries status, last 7 days' });
    await expect(grid.getByRole('row').nth(1)).toContainText(/\d+\.\d\d V/);
    const headings = await grid.getByRole('columnheader').allInnerTexts();
    expect(headings.map((text) => text.trim()).slice(0, 3)).toEqual(BATTERY_HEADINGS);
    const [, shown, total] = /^1–(\d+) of (\d+)$/.exec(await pager(page).innerText()) ?? [];
    expect(Number(shown)).toBe(Math.min(60, Number(total)));

    await filterColumn(page, grid, 'Location Name');
    await page.getByRole('textbox', { name: 'Value' }).fill('LBR');
    await expect(pager(page)).not.toHaveText(`1–${shown} of ${total}`);
    for (const cell of await grid
      .locator('[data-field="location_display_label"][role="gridcell"]')
      .allInnerTexts()) {
      expect(cell).toContain('LBR');
    }
    await page.keyboard.press('Escape');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'batteries-filtered-1440.png') });

    const csv = await exportCsv(page, 'batteries-export.csv');
    expect(csv.name).toMatch(/^batteries-status-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv.lines[0]).toContain(BATTERY_HEADINGS.join(','));
  });

  test('the site summary has the spec columns, filters, pages by 60 and exports', async ({
    page,
  }) => {
    await page.goto('/data-access/site-summary-table');
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Site Summary Table');
    const grid = page.getByRole('grid', { name: 'Site summary' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    const total = Number((await pager(page).innerText()).split(' of ')[1]);
    await expect(pager(page)).toHaveText(`1–${Math.min(60, total)} of ${total}`);
    const headings = await grid.getByRole('columnheader').allInnerTexts();
    expect(headings.map((text) => text.trim())).toEqual(SITE_SUMMARY_HEADINGS);
    // POR Start is a day, POR End a day and a time (spec §2).
    await expect(grid.locator('[data-field="start_por"][role="gridcell"]').first()).toHaveText(
      /^\d\d\/\d\d\/\d{4}$/,
    );
    await expect(grid.locator('[data-field="end_por"][role="gridcell"]').first()).toHaveText(
      /^\d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M$/,
    );
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'site-summary-1440.png') });

    // Pages of 60: the demo's United stations may all fit on the first.
    const next = page.getByRole('button', { name: 'Go to next page' });
    if (total > 60) {
      await next.click();
      await expect(pager(page)).toHaveText(`61–${Math.min(120, total)} of ${total}`);
    } else {
      await expect(next).toBeDisabled();
    }

    // A lookup filter: the Facility Type column offers the values its rows hold.
    await filterColumn(page, grid, 'Facility Type');
    await page.getByRole('combobox', { name: 'Value' }).click();
    // A value of the list ('any' is the grid's no-filter choice).
    const choice = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasText: /\S/, hasNotText: /^any$/ })
      .first();
    const facilityType = (await choice.innerText()).trim();
    await choice.click();
    await page.keyboard.press('Escape');
    await expect(pager(page)).not.toHaveText(new RegExp(`of ${total}$`));
    const types = await grid
      .locator('[data-field="facility_type_desc"][role="gridcell"]')
      .allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set([facilityType]));
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'site-summary-lookup-1440.png') });

    // The quick filter narrows further, over every column.
    const filtered = await pager(page).innerText();
    await page.getByRole('searchbox').fill('Flow');
    await expect(pager(page)).not.toHaveText(filtered);
    const parameters = await grid
      .locator('[data-field="parameter"][role="gridcell"]')
      .allInnerTexts();
    expect(parameters.every((name) => /flow/i.test(name))).toBe(true);

    const csv = await exportCsv(page, 'site-summary-export.csv');
    expect(csv.name).toMatch(/^site-summary-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv.lines[0]).toBe(SITE_SUMMARY_HEADINGS.join(','));
    expect(csv.lines.length - 1).toBe(Number((await pager(page).innerText()).split(' of ')[1]));
  });
});
