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

const DEFAULT_CENTRE = { lon: -104.778, lat: 40.2672 };
// The click lands on a pixel: within a few metres of the gage.
const AROUND_HENDERSON = /^2 rings around 39\.922\d\d, -104\.868\d\d$/;

async function openRadiusTool(page: Page) {
  await page.getByRole('button', { name: 'Radius Tool (Buffers)' }).click();
  await expect(page.getByRole('group', { name: 'Buffer 1' })).toBeVisible();
}

async function drawAt(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Centre (Lat, Lng)' }).fill(text);
  await page.getByRole('button', { name: 'Draw rings' }).click();
}

/** The rings the map itself drew. */
async function expectMapRings(page: Page, count: number) {
  await expect(mapSurface(page)).toHaveAttribute('data-buffer-rings', String(count));
}

/** The section's ring count, and the rings the map drew. */
async function expectRings(page: Page, count: number) {
  await expect(page.getByRole('status').filter({ hasText: /ring/ })).toHaveAttribute(
    'data-buffer-rings',
    String(count),
  );
  await expectMapRings(page, count);
}

/** Drags the map sideways from its middle. */
async function dragMap(page: Page, dx: number) {
  const box = await mapSurface(page).boundingBox();
  if (!box) throw new Error('The map is not on the page.');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

test.describe('Radius Tool (Buffers)', () => {
  test('draws the default rings at a typed coordinate, adds an acre ring, clears', async ({
    page,
  }) => {
    await openMap(page, centredOn(DEFAULT_CENTRE, 12));
    await openRadiusTool(page);
    await expect(page.getByRole('button', { name: 'Layers' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await drawAt(page, '40.2672, -104.778');
    await expect(page.getByText('2 rings around 40.26720, -104.77800')).toBeVisible();
    await expectRings(page, 2);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expectRings(page, 0);
    await drawAt(page, 'Lat: 40.2672, Lng: -104.778');
    await expectRings(page, 2);

    const third = page.getByRole('group', { name: 'Buffer 3' });
    await third.getByRole('textbox', { name: 'Buffer 3 amount' }).fill('100');
    await third.getByRole('combobox', { name: 'Buffer 3 units' }).selectOption('Acres');
    await third.getByRole('switch', { name: 'Buffer 3 on' }).check();
    await expect(page.getByText('3 rings around 40.26720, -104.77800')).toBeVisible();
    await expectRings(page, 3);
    // The map fits the typed-in rings; let it settle before the picture.
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'map-buffers.png') });

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('No rings drawn.')).toBeVisible();
    await expectRings(page, 0);
  });

  test('explains a coordinate or an amount it cannot use', async ({ page }) => {
    await openMap(page);
    await openRadiusTool(page);
    await drawAt(page, 'Denver, CO');
    await expect(
      page.getByText('Enter a coordinate as Lat, Lng (for example 40.2672, -104.7780).'),
    ).toBeVisible();
    await expectRings(page, 0);

    await drawAt(page, '40.2672 -104.778');
    const first = page.getByRole('textbox', { name: 'Buffer 1 amount' });
    await first.fill('-0.25');
    await expect(page.getByText('The amount must be 0 or more.')).toBeVisible();
    await expectRings(page, 1);
  });

  test('a map click places the rings instead of opening a popup; drags still pan', async ({
    page,
  }) => {
    await openMap(page, centredOn(HENDERSON, 14));
    await openRadiusTool(page);
    await clickMapCentre(page);
    await expect(page.getByText(AROUND_HENDERSON)).toBeVisible();
    await expectRings(page, 2);
    await expect(page.getByRole('textbox', { name: 'Centre (Lat, Lng)' })).toHaveValue(
      /^39\.922\d\d, -104\.868\d\d$/,
    );
    await expect(featurePopup(page)).toHaveCount(0);

    // A drag pans the map (the view in the URL follows) and places nothing.
    const before = page.url();
    await dragMap(page, -150);
    await expect.poll(() => page.url()).not.toBe(before);
    await expect(page.getByText(AROUND_HENDERSON)).toBeVisible();

    // Closed, the tool gives the clicks back to the feature popup.
    await page.getByRole('button', { name: 'Layers' }).click();
    await dragMap(page, 150);
    await clickMapCentre(page);
    await expect(featurePopup(page)).toBeVisible();
    await expect(page.getByText('2 rings around')).toHaveCount(0);
    await expectMapRings(page, 2);
  });
});
