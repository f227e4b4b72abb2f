import path from 'node:path';
import { ARTIFACTS_DIR } from '../support/environment';
import { expect, test } from '../support/fixtures';
import {
  acceptDisclaimer,
  centredOn,
  clickMapCentre,
  featurePopup,
  HENDERSON,
  openMap,
  popupPager,
} from '../support/publicMap';

const AT_HENDERSON = centredOn(HENDERSON, 14);

test.describe('public map, anonymous', () => {
  test.use({ disclaimerAccepted: false });

  test('shows the disclaimer; Accept closes it and a reload does not ask again', async ({
    page,
  }) => {
    await openMap(page);
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
    await expect(dialog).toContainText('informational');
    await acceptDisclaimer(page);
    await page.reload();
    await expect(page.locator('[data-map-ready]')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toHaveCount(0);
  });

  test('Decline closes the disclaimer and stays on the root', async ({ page }) => {
    await openMap(page, AT_HENDERSON);
    await page
      .getByRole('dialog', { name: 'Disclaimer' })
      .getByRole('button', { name: 'Decline' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeHidden();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });

  test('switches basemap, keeps it in the URL, and says what Satellite needs', async ({ page }) => {
    await openMap(page);
    await acceptDisclaimer(page);
    const basemaps = page.getByRole('radiogroup', { name: 'Basemap' });
    await page.getByRole('button', { name: 'Basemaps' }).click();
    await expect(basemaps.getByRole('radio', { name: /Outdoors/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The section opens with a transition that clips its second row until it ends, and a press on
    // a clipped Dark can change nothing: the press waits for Dark to be wholly shown, as a reader
    // would see it.
    await expect(basemaps.getByRole('radio', { name: /Dark/ })).toBeInViewport({ ratio: 1 });
    await basemaps.getByRole('radio', { name: /Dark/ }).click();
    await expect(basemaps.getByRole('radio', { name: /Dark/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page).toHaveURL(/basemap=dark/);
    await basemaps.getByRole('radio', { name: /Satellite/ }).click();
    await expect(
      page.getByText('Satellite imagery needs a map provider key (BASEMAP_KEY).'),
    ).toBeVisible();
  });

  test('a popup pages through the features stacked on the Henderson gage', async ({ page }) => {
    await openMap(page, AT_HENDERSON);
    await acceptDisclaimer(page);
    await clickMapCentre(page);
    const popup = featurePopup(page);
    // The gage, its current-streamflow symbol and the water district around them.
    await expect(popupPager(page)).toHaveText(/1 of 3/);
    const titles = [await popup.getByRole('heading', { level: 2 }).textContent()];
    for (const page2 of [2, 3]) {
      await popupPager(page).getByRole('button', { name: 'Next feature' }).click();
      await expect(popupPager(page)).toHaveText(new RegExp(`${page2} of 3`));
      titles.push(await popup.getByRole('heading', { level: 2 }).textContent());
    }
    expect(titles.some((title) => new RegExp(HENDERSON.name, 'i').test(title ?? ''))).toBe(true);
    expect(new Set(titles).size).toBe(3);
  });

  test('turning a layer group off takes its features out of the click', async ({ page }) => {
    await openMap(page, AT_HENDERSON);
    await acceptDisclaimer(page);
    const layers = page.getByRole('region', { name: 'Map controls' });
    await layers.getByRole('switch', { name: 'Stream Gages (public)' }).uncheck();
    await layers.getByRole('switch', { name: 'Current Streamflow' }).uncheck();
    await clickMapCentre(page);
    // Only the water district around the gage is left under the click: one feature, no pager.
    await expect(featurePopup(page).getByRole('heading', { level: 2 })).toHaveText(
      'South Platte - Denver Gage to Greeley',
    );
    await expect(popupPager(page)).toHaveCount(0);
  });

  test('location search finds a gage, flies there and opens its popup', async ({ page }) => {
    await openMap(page);
    await acceptDisclaimer(page);
    await page.getByRole('combobox', { name: 'Search locations' }).fill('henderson');
    await page
      .getByRole('option', { name: new RegExp(HENDERSON.name, 'i') })
      .first()
      .click();
    await expect(featurePopup(page).getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(HENDERSON.name, 'i'),
    );
    await expect(page).toHaveURL(/zoom=16/);
  });

  test('an anonymous visitor has neither the United layer nor the filters', async ({ page }) => {
    await openMap(page);
    await acceptDisclaimer(page);
    await expect(page.getByRole('switch', { name: 'United Infrastructure' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Reporting Status' })).toHaveCount(0);
  });

  test('the map requests nothing outside this server', async ({ page, baseURL }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (['data:', 'blob:'].includes(url.protocol)) return;
      if (url.origin !== new URL(baseURL!).origin) outside.push(request.url());
    });
    await openMap(page, AT_HENDERSON);
    await acceptDisclaimer(page);
    for (const zoom of ['8', '12', '16']) {
      await page.goto(`/${centredOn(HENDERSON, Number(zoom))}`);
      await expect(page.locator('[data-map-ready]')).toBeVisible({ timeout: 20_000 });
    }
    await page.getByRole('combobox', { name: 'Search locations' }).fill('brighton');
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
  });

  test("a first visit asks once for the map's manifest and for each basemap layer", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/public-map/basemap/') || pathname.endsWith('mf-manifest.json'))
        calls.push(pathname);
    });
    await openMap(page);
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => call.endsWith('mf-manifest.json'))).toHaveLength(1);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls).toEqual([...new Set(calls)]);
  });

  test('screenshots at 1440 px and 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openMap(page);
    await acceptDisclaimer(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'map-anonymous-1440.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await openMap(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'map-anonymous-390.png') });
  });
});

test.describe('public map, signed in as a User', () => {
  test.use({ signedInAs: 'user' });

  test('has the United layer and the filters, and no disclaimer', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openMap(page);
    await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'United Infrastructure' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Reporting Status' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Location Types' })).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'map-user-1440.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await openMap(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'map-user-390.png') });
  });
});
