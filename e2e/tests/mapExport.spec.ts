import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { ARTIFACTS_DIR } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { mapSurface, openMap } from '../support/publicMap';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATED = /^headgate-map-\d{4}-\d{2}-\d{2}\.png$/;
const TITLE = 'South Platte export check';
// A4 landscape in points: 297 × 210 mm.
const A4_LANDSCAPE_PT = { width: 841.89, height: 595.28 };

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature').toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The map's size in device pixels: CSS size × devicePixelRatio. */
async function mapPixelSize(page: Page) {
  return mapSurface(page).evaluate((element: HTMLElement) => ({
    width: Math.round(element.offsetWidth * devicePixelRatio),
    height: Math.round(element.offsetHeight * devicePixelRatio),
  }));
}

async function chooseExport(page: Page, label: 'Save PNG' | 'Print PDF') {
  await page.getByRole('button', { name: 'Choose an export' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** Saves a download under e2e/artifacts and gives its bytes. */
async function keep(download: Download, name: string): Promise<Buffer> {
  const file = path.join(ARTIFACTS_DIR, name);
  await download.saveAs(file);
  return fs.readFileSync(file);
}

/** How long the page's last export of `kind` took, from its performance measure. */
function exportTime(page: Page, kind: 'png' | 'pdf'): Promise<number> {
  return page.evaluate(
    (name) => Math.round(performance.getEntriesByName(name).at(-1)?.duration ?? Number.NaN),
    `headgate:export-${kind}`,
  );
}

test.describe('map export', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Save PNG downloads the map at its pixel size', async ({ page }) => {
    await openMap(page);
    const exportButtons = page.getByRole('group', { name: 'Export the map' });
    const downloading = page.waitForEvent('download');
    await chooseExport(page, 'Save PNG');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(DATED);
    const png = await keep(download, 'map-export.png');
    expect(pngSize(png)).toEqual(await mapPixelSize(page));
    await expect(exportButtons).toHaveAttribute('aria-busy', 'false');
    test
      .info()
      .annotations.push({ type: 'png-ms', description: String(await exportTime(page, 'png')) });
  });

  test('Print PDF asks for a title and downloads one landscape A4 page', async ({ page }) => {
    await openMap(page);
    await chooseExport(page, 'Print PDF');
    const dialog = page.getByRole('dialog', { name: 'Print Report' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    await expect(dialog).toBeHidden();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^south-platte-export-check-\d{4}-\d{2}-\d{2}\.pdf$/,
    );

    const pdf = (await keep(download, 'map-export.pdf')).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
    expect(Number(width)).toBeCloseTo(A4_LANDSCAPE_PT.width, 0);
    expect(Number(height)).toBeCloseTo(A4_LANDSCAPE_PT.height, 0);
    // jsPDF leaves page text uncompressed: the title is there as written.
    expect(pdf).toContain(`(${TITLE}) Tj`);
    expect(pdf).toContain('Legend');
    test
      .info()
      .annotations.push({ type: 'pdf-ms', description: String(await exportTime(page, 'pdf')) });

    await page.getByRole('button', { name: 'Print PDF' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
