import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { ARTIFACTS_DIR } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { centredOn, featurePopup, HENDERSON, mapSurface, openMap } from '../support/publicMap';

const DAY_MS = 86_400_000;
const GRAPH_CALL = /\/api\/graph-flow-data15-min\/\d+\?/;

// At zoom 14 the gage sits this far below the map's centre (300 px, ~2,866 m on the Mercator
// plane at latitude 39.9°), low on the map, where the docked panel will cover it.
const GAGE_BELOW_CENTRE_PX = 300;
const NORTH_OF_GAGE = { lon: HENDERSON.lon, lat: HENDERSON.lat + 0.01975 };

/** Pages through the popup at the Henderson gage to the feature with Detailed Results. */
async function openDetailedResults(page: Page) {
  await openMap(page, centredOn(NORTH_OF_GAGE, 14));
  const map = (await mapSurface(page).boundingBox())!;
  await page.mouse.click(map.x + map.width / 2, map.y + map.height / 2 + GAGE_BELOW_CENTRE_PX);
  const popup = featurePopup(page);
  const toggle = popup.getByRole('button', { name: 'Detailed Results' });
  for (let step = 0; step < 3 && !(await toggle.isVisible()); step++) {
    await popup.getByRole('button', { name: 'Next feature' }).click();
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** The window a graph call asked for, in days. */
function windowDays(request: Request): number {
  const url = new URL(request.url());
  return (
    (Date.parse(url.searchParams.get('end')!) - Date.parse(url.searchParams.get('start')!)) / DAY_MS
  );
}

/** A calendar day one month later, clamped to the end of a shorter month. */
function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDate = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastDate))).toISOString().slice(0, 10);
}

test('the time-series panel charts the gage, changes window, downloads its CSV and PDF', async ({
  page,
}) => {
  // Opening, two windows, two downloads and a PDF: longer than one screen's test.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const firstCall = page.waitForRequest(GRAPH_CALL);
  await openDetailedResults(page);

  const panel = page.getByRole('region', { name: new RegExp(`^${HENDERSON.name} \\(`, 'i') });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(/\(PLAHENCO\)$/);
  expect(windowDays(await firstCall)).toBeGreaterThan(3);
  expect(windowDays(await firstCall)).toBeLessThanOrEqual(4);
  // The map moves the popup up, clear of the panel, or as far as the controls along its top allow.
  const map = page.getByRole('application', { name: /^Map\./ });
  await expect(async () => {
    const popupBox = (await featurePopup(page).boundingBox())!;
    const panelTop = (await page.locator('[data-time-series-panel]').boundingBox())!.y;
    const highestPopupTop = (await map.boundingBox())!.y + 64;
    const clear = popupBox.y + popupBox.height <= panelTop;
    const asHighAsAllowed = Math.abs(popupBox.y - highestPopupTop) <= 2;
    expect(clear || asHighAsAllowed).toBe(true);
  }).toPass();

  const line = panel.locator('.highcharts-series path.highcharts-graph').first();
  await expect(line).toBeVisible();
  const points = async () => ((await line.getAttribute('d')) ?? '').split(/\s+L\s+/).length;
  expect(await points()).toBeGreaterThan(200);

  // A click on the chart turns mouse-wheel zoom on, and the frame shows it.
  const frame = panel.locator('[data-wheel-zoom]');
  await frame.click({ position: { x: 300, y: 100 } });
  await expect(frame).toHaveAttribute('data-wheel-zoom', 'on');
  await expect(panel.getByRole('status').filter({ hasText: 'Mouse-wheel zoom on' })).toBeVisible();

  const firstAxis = await panel.locator('.highcharts-xaxis-labels').textContent();
  const thirtyDayCall = page.waitForRequest(GRAPH_CALL);
  await panel.getByRole('button', { name: 'Last 30 Days' }).click();
  expect(windowDays(await thirtyDayCall)).toBeGreaterThan(30);
  // Local days: a window across the fall-back night is an hour longer.
  expect(windowDays(await thirtyDayCall)).toBeLessThanOrEqual(31 + 1 / 24);
  await expect(panel.locator('.highcharts-xaxis-labels')).not.toHaveText(firstAxis ?? '');
  await expect(panel.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The chart stays while the new window loads, so wheel zoom is still on.
  await expect(frame).toHaveAttribute('data-wheel-zoom', 'on');

  const csvDownload = page.waitForEvent('download');
  const csvCall = page.waitForRequest(/\/csv\?/);
  await panel.getByRole('button', { name: 'Download CSV' }).click();
  const csvUrl = new URL((await csvCall).url());
  const start = csvUrl.searchParams.get('start')!;
  const end = csvUrl.searchParams.get('end')!;
  const download = await csvDownload;
  expect(download.suggestedFilename()).toBe(
    `PLAHENCO_flow_cfs_${start}_to_${oneMonthAfter(end)}.csv`,
  );
  const [header, ...rows] = fs
    .readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe('collect_timestamp,units,source,location_name,location_id,flow_cfs');
  // 30 days of 15-minute readings, not downsampled.
  expect(rows.length).toBeGreaterThan(29 * 96);
  for (const row of rows) {
    const localDay = row.slice(0, 10);
    expect(localDay >= start && localDay <= oneMonthAfter(end), row).toBe(true);
    expect(row).toMatch(
      /^\S+-0[67]:00,cfs,[^,]*,South Platte River at Henderson,PLAHENCO,[\d.]+$/i,
    );
  }

  await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'map-time-series.png') });

  const pdfDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Save PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`PLAHENCO_${start}_to_${end}.pdf`);
  await pdf.saveAs(path.join(ARTIFACTS_DIR, 'map-time-series.pdf'));
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await panel.getByRole('button', { name: 'Expand panel' }).click();
  await expect(panel.getByRole('button', { name: 'Collapse panel' })).toBeVisible();
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'map-time-series-expanded.png') });

  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(panel).toHaveCount(0);
  await expect(
    featurePopup(page).getByRole('button', { name: 'Detailed Results' }),
  ).toHaveAttribute('aria-pressed', 'false');
});
