import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';

test.describe('Query & Download, as an All Data User', () => {
  test.use({ signedInAs: 'data', viewport: { width: 1440, height: 900 } });

  test('the facility preset downloads a CSV of 15-minute readings on Denver time', async ({
    page,
  }) => {
    await page.goto(
      '/data-access/query-and-download/facilities?daysRange=1&timeInterval=data-15min&facilityTypes=1&facilities=37',
    );
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Query & Download - Facility Data');
    await expect(page.getByRole('checkbox', { name: 'Lupton Bottoms Storage' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Surface Water' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Time Step' })).toHaveText('15 Minutes');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'query-and-download-1440.png') });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^headgate-data-15min-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText('CSV file successfully added to download folder.')).toBeVisible();

    const text = fs.readFileSync(await download.path(), 'utf8');
    const [zone, header, ...rows] = Papa.parse<string[]>(text.trim()).data;
    expect(zone?.[0]).toContain('America/Denver');
    expect(header?.slice(0, 3)).toEqual(['timestamp', 'facility', 'location_id']);
    expect(rows.length).toBeGreaterThan(96);
    expect(rows.every((row) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:00-0[67]:00$/.test(row[0] ?? ''))).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['Lupton Bottoms Storage']));
  });

  test('Download waits for a facility and a measurement', async ({ page }) => {
    await page.goto('/data-access/query-and-download/facilities');
    const download = page.getByRole('button', { name: 'Download' });
    await expect(download).toBeDisabled();
    await expect(page.getByText('Choose at least one facility.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Lupton Bottoms Storage' }).check();
    await expect(download).toBeEnabled();
    const measurements = page.locator('fieldset').filter({ hasText: 'Measurements' });
    await measurements.getByRole('button', { name: '- None' }).click();
    await expect(download).toBeDisabled();
    await expect(page.getByText('Choose at least one measurement.')).toBeVisible();
  });
});
