import { expect, type Page } from '@playwright/test';

/** The South Platte at Henderson gage: a public location with a current-streamflow symbol on it. */
export const HENDERSON = {
  lon: -104.868855,
  lat: 39.9224,
  name: 'South Platte River at Henderson',
};

/** Opens the public map (with optional URL state) and waits until its features are drawn. */
export async function openMap(page: Page, search = ''): Promise<void> {
  await page.goto(`/${search}`);
  await expect(page.locator('[data-map-ready]')).toBeVisible({ timeout: 20_000 });
}

/** Accepts the disclaimer an anonymous visitor is shown. */
export async function acceptDisclaimer(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
}

/** The map canvas area. */
export function mapSurface(page: Page) {
  return page.getByRole('application', { name: /^Map\./ });
}

/** Clicks the middle of the map: with `center=` in the URL, exactly that coordinate. */
export async function clickMapCentre(page: Page): Promise<void> {
  const box = await mapSurface(page).boundingBox();
  if (!box) throw new Error('The map is not on the page.');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The URL state that centres the map on a coordinate at a zoom. */
export function centredOn(point: { lon: number; lat: number }, zoom: number): string {
  return `?center=${point.lon},${point.lat}&zoom=${zoom}`;
}

/** The feature popup open on the map. */
export function featurePopup(page: Page) {
  return page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Close popup' }) });
}

/** The pager of the feature popup ("1 of 3"). */
export function popupPager(page: Page) {
  return page.getByRole('navigation', { name: 'Features at this point' });
}
