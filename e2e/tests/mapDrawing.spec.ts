import path from 'node:path';
import type { Page } from '@playwright/test';
import { ARTIFACTS_DIR } from '../support/environment';
import { expect, test } from '../support/fixtures';
import {
  centredOn,
  clickMapCentre,
  featurePopup,
  HENDERSON,
  mapSurface,
  openMap,
} from '../support/publicMap';

const ZOOM = 14;
const AT_HENDERSON = centredOn(HENDERSON, ZOOM);

// EPSG:3857 at whole zooms (256 px tiles), and the sphere OpenLayers measures on.
const MERCATOR_RADIUS = 6_378_137;
const RESOLUTION_AT_ZOOM_0 = (2 * Math.PI * MERCATOR_RADIUS) / 256;
const EARTH_RADIUS = 6_371_008.8;
const FEET_PER_METRE = 3.28084;

interface Offset {
  dx: number;
  dy: number;
}

/** Where a pixel offset from the map centre lies, in degrees, for the map's view. */
function lonLatAt({ dx, dy }: Offset): [number, number] {
  const resolution = RESOLUTION_AT_ZOOM_0 / 2 ** ZOOM;
  const toRadians = Math.PI / 180;
  const centreX = HENDERSON.lon * toRadians * MERCATOR_RADIUS;
  const centreY =
    MERCATOR_RADIUS * Math.log(Math.tan(Math.PI / 4 + (HENDERSON.lat * toRadians) / 2));
  const x = centreX + dx * resolution;
  const y = centreY - dy * resolution;
  const lat = 2 * Math.atan(Math.exp(y / MERCATOR_RADIUS)) - Math.PI / 2;
  return [x / MERCATOR_RADIUS / toRadians, lat / toRadians];
}

/** The haversine distance in metres, as OpenLayers' getDistance. */
function groundDistance(a: Offset, b: Offset): number {
  const toRadians = Math.PI / 180;
  const [lon1, lat1] = lonLatAt(a).map((degrees) => degrees * toRadians) as [number, number];
  const [lon2, lat2] = lonLatAt(b).map((degrees) => degrees * toRadians) as [number, number];
  const h =
    Math.sin((lat2 - lat1) / 2) ** 2 +
    Math.cos(lat1) * Math.cos(lat2) * Math.sin((lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}

async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await mapSurface(page).boundingBox();
  if (!box) throw new Error('The map is not on the page.');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks each offset from the map centre; a double click on the last one finishes the shape. */
async function drawThrough(page: Page, offsets: Offset[]): Promise<void> {
  const centre = await mapCentre(page);
  for (const [index, { dx, dy }] of offsets.entries()) {
    const x = centre.x + dx;
    const y = centre.y + dy;
    await page.mouse.move(x, y, { steps: 4 });
    if (index === offsets.length - 1) await page.mouse.dblclick(x, y);
    else await page.mouse.click(x, y);
  }
}

function tool(page: Page, name: string) {
  return page.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name });
}

/**
 * Turns a drawing tool on and waits until it draws: its code loads on first use, and a click on
 * the map before then draws nothing (the button is busy, the pointer not yet a crosshair).
 */
async function pickTool(page: Page, name: string) {
  const button = tool(page, name);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(mapSurface(page).locator('.ol-viewport')).toHaveCSS('cursor', 'crosshair');
}

function measurementsBox(page: Page) {
  return page.getByRole('region', { name: 'Measurements Details' });
}

function readout(page: Page, title: string) {
  return measurementsBox(page).getByRole('button', { name: `Copy ${title.toLowerCase()}` });
}

const LINE: Offset[] = [
  { dx: -340, dy: 160 },
  { dx: 60, dy: 160 },
];
const POLYGON: Offset[] = [
  { dx: -300, dy: -220 },
  { dx: -120, dy: -220 },
  { dx: -140, dy: -80 },
];

test.describe('drawing tools and the Measurements box', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the drawing code is fetched with the first tool, not with the map', async ({ page }) => {
    const drawingChunk = /\/drawing-interactions\.[0-9a-f]+\.js$/;
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await openMap(page, AT_HENDERSON);
    await expect(tool(page, 'Draw a line')).toBeVisible();
    expect(fetched.filter((url) => drawingChunk.test(url))).toEqual([]);

    const loaded = page.waitForResponse((response) => drawingChunk.test(response.url()));
    await pickTool(page, 'Draw a line');
    expect((await loaded).ok()).toBe(true);
    await drawThrough(page, LINE);
    await expect(measurementsBox(page)).toBeVisible();
  });

  test('a line drawn across 400 px measures its ground length in feet', async ({ page }) => {
    await openMap(page, AT_HENDERSON);
    await pickTool(page, 'Draw a line');
    await drawThrough(page, LINE);

    await expect(measurementsBox(page)).toBeVisible();
    const text = await readout(page, 'Most recently edited line length').textContent();
    const feet = Number(/^([\d,.]+) ft/.exec(text ?? '')?.[1]?.replaceAll(',', ''));
    const expected = groundDistance(LINE[0]!, LINE[1]!) * FEET_PER_METRE;
    test.info().annotations.push({
      type: 'line length',
      description: `${text} (expected ${expected.toFixed(1)} ft)`,
    });
    expect(Math.abs(feet - expected) / expected).toBeLessThan(0.02);
  });

  test('a polygon gives a total area; Reset blanks and hides the box', async ({ page }) => {
    await openMap(page, AT_HENDERSON);
    await pickTool(page, 'Draw a polygon');
    await drawThrough(page, POLYGON);
    await expect(readout(page, 'Total polygon area')).toHaveText(
      /^[\d,]+\.\d{2} acres \([\d,]+ sq ft\)$/,
    );
    await expect(readout(page, 'Most recently edited line length')).toHaveText('—');

    await measurementsBox(page).getByRole('button', { name: 'Reset' }).click();
    await expect(measurementsBox(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Measurements Details' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('a selected drawing goes with the Delete key', async ({ page }) => {
    await openMap(page, AT_HENDERSON);
    const point = tool(page, 'Draw a point');
    await pickTool(page, 'Draw a point');
    const centre = await mapCentre(page);
    await page.mouse.click(centre.x - 200, centre.y + 200);
    await expect(measurementsBox(page)).toBeVisible();
    await point.click();
    await expect(point).toHaveAttribute('aria-pressed', 'false');

    await page.mouse.click(centre.x - 200, centre.y + 200);
    const trash = page
      .getByRole('group', { name: 'Drawings' })
      .getByRole('button', { name: 'Delete the selected drawing' });
    await expect(trash).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Delete');
    await expect(measurementsBox(page)).toHaveCount(0);
  });

  test('Hide closes the box and the toggle opens it again', async ({ page }) => {
    await openMap(page, AT_HENDERSON);
    await pickTool(page, 'Draw a point');
    const centre = await mapCentre(page);
    await page.mouse.click(centre.x - 200, centre.y + 200);
    await expect(readout(page, 'Most recently edited point coordinates')).toHaveText(
      /^39\.\d{6}, -104\.\d{6}$/,
    );
    await measurementsBox(page).getByRole('button', { name: 'Hide' }).click();
    await expect(measurementsBox(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Measurements Details' }).click();
    await expect(measurementsBox(page)).toBeVisible();
  });

  test('while the line tool is on, a click on the Henderson gage opens no popup', async ({
    page,
  }) => {
    await openMap(page, AT_HENDERSON);
    const line = tool(page, 'Draw a line');
    await pickTool(page, 'Draw a line');
    await clickMapCentre(page);
    await page.keyboard.press('Escape');
    await expect(line).toHaveAttribute('aria-pressed', 'true');
    // The popup would have opened by now; the same click with the tool off proves it.
    await page.waitForTimeout(500);
    await expect(featurePopup(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(line).toHaveAttribute('aria-pressed', 'false');
    await clickMapCentre(page);
    await expect(featurePopup(page)).toBeVisible();
  });

  test('the ruler reads out its length in feet', async ({ page }) => {
    await openMap(page, AT_HENDERSON);
    await pickTool(page, 'Measure distance in feet');
    await drawThrough(page, LINE);
    const expected = groundDistance(LINE[0]!, LINE[1]!) * FEET_PER_METRE;
    const status = page.getByRole('status').filter({ hasText: /^Ruler: / });
    await expect(status).toHaveText(/^Ruler: [\d,.]+ ft$/);
    const feet = Number(
      /([\d,.]+) ft/.exec((await status.textContent()) ?? '')?.[1]?.replaceAll(',', ''),
    );
    expect(Math.abs(feet - expected) / expected).toBeLessThan(0.02);
    // The ruler is not a drawing: nothing to show in the Measurements box.
    await expect(measurementsBox(page)).toHaveCount(0);
  });

  test('screenshot: a line, a polygon, a circle and the Measurements box', async ({ page }) => {
    await openMap(page, AT_HENDERSON);
    await pickTool(page, 'Draw a line');
    await drawThrough(page, LINE);
    await pickTool(page, 'Draw a polygon');
    await drawThrough(page, POLYGON);
    await pickTool(page, 'Draw a circle');
    const centre = await mapCentre(page);
    await page.mouse.click(centre.x + 250, centre.y - 150);
    await page.mouse.move(centre.x + 330, centre.y - 90, { steps: 5 });
    await page.mouse.click(centre.x + 330, centre.y - 90);
    await tool(page, 'Draw a circle').click();
    await expect(readout(page, 'Most recently edited circle radius')).toHaveText(/^[\d,]+\.\d ft$/);
    await expect(readout(page, 'Total polygon area')).not.toHaveText('—');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'map-drawing.png') });
  });
});

test.describe('drawing tools on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('are not offered', async ({ page }) => {
    await openMap(page);
    await expect(mapSurface(page)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Drawing tools' })).toHaveCount(0);
  });
});
