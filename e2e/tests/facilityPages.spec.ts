import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';
import { centredOn, clickMapCentre, featurePopup, openMap } from '../support/publicMap';

const LUPTON_BOTTOMS = { id: 37, name: 'Lupton Bottoms Storage' };
const LBR_INLET = { lon: -104.808, lat: 40.142 };
const PLATTE_VALLEY = { id: 38, name: 'Platte Valley Storage' };
/** Platte Valley Reservoir, a United location of facility 38, which names no demo user. */
const PVR_RESERVOIR = { lon: -104.752, lat: 40.262 };

function drillDown(page: Page) {
  return page.getByRole('region', { name: 'Data Drill Down' });
}

async function openFacility(page: Page, facilityNdx: number) {
  await page.goto(`/facility-pages/${facilityNdx}`);
  await expect(areaTitle(page, 'mfe-facility')).toHaveText('Facility Details');
}

/** Picks an option of an MUI select by the select's label. */
async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

test.describe('facility pages, as an All Data User', () => {
  test.use({ signedInAs: 'data', viewport: { width: 1440, height: 900 } });

  test('the list opens a facility, whose widgets follow its widget order', async ({ page }) => {
    await page.goto('/facility-pages');
    await expect(areaTitle(page, 'mfe-facility')).toHaveText('Facilities');
    await expect(page.getByRole('heading', { name: 'Storage', level: 2 })).toBeVisible();
    await page
      .getByRole('list', { name: 'Storage' })
      .getByRole('link', { name: LUPTON_BOTTOMS.name })
      .click();

    await expect(page).toHaveURL(`/facility-pages/${LUPTON_BOTTOMS.id}`);
    await expect(page.getByRole('heading', { name: LUPTON_BOTTOMS.name, level: 2 })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Facilities' })).toHaveAttribute(
      'href',
      '/facility-pages',
    );
    await expect(crumbs.getByText(LUPTON_BOTTOMS.name)).toBeVisible();
    const widgets = page.locator('[data-widget]');
    await expect(widgets).toHaveCount(4);
    expect(await widgets.evaluateAll((nodes) => nodes.map((node) => node.dataset.widget))).toEqual([
      'pctfull',
      'ytd',
      'lastfew',
      'monthly',
    ]);
    await expect(page.getByRole('region', { name: 'Percent Full' })).toContainText('LBR');
    await expect(page.getByRole('region', { name: '15-Minute Data' })).toBeVisible();
  });

  test('the drill-down follows interval and parameters, and links to Query & Download', async ({
    page,
  }) => {
    await openFacility(page, LUPTON_BOTTOMS.id);
    const section = drillDown(page);
    await expect(section).toContainText('TW-11 4981.0, TW-13 4981.5, TW-14 4982.0');
    const table = section.getByRole('grid', { name: 'Drill-down data' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The grid's pager says how many rows the table holds ("1–100 of 288").
    const rowTotal = section.locator('.MuiTablePagination-displayedRows');
    const fifteenMinuteTotal = await rowTotal.textContent();

    await choose(page, 'Time interval', 'Daily Data (midnight to midnight)');
    await expect(table.getByRole('columnheader', { name: 'Time (Denver)' })).toBeVisible();
    await expect(table.getByRole('gridcell').first()).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
    const threeDailyTotal = await rowTotal.textContent();
    expect(threeDailyTotal).not.toBe(fifteenMinuteTotal);
    await choose(page, 'Days range', 'Last 90 days');
    await expect(rowTotal).not.toHaveText(threeDailyTotal ?? '');

    const ninetyDayTotal = await rowTotal.textContent();
    await choose(page, 'Table parameters', 'Storage (af)');
    await expect(rowTotal).not.toHaveText(ninetyDayTotal ?? '');

    await choose(page, 'Graph parameter', 'Water Level (ft)');
    const chart = section.getByRole('region', {
      name: 'Lupton Bottoms Storage: Water Level (ft) chart',
    });
    await expect(chart.locator('.highcharts-series-group path.highcharts-graph')).not.toHaveCount(
      0,
    );
    await expect(chart.getByText('No Data Available')).toHaveCount(0);

    const link = section.getByRole('link', { name: 'Query & Download this data' });
    const href = new URL((await link.getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toBe('/data-access/query-and-download/facilities');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      daysRange: '90',
      timeInterval: 'data-daily',
      facilityTypes: '1',
      facilities: String(LUPTON_BOTTOMS.id),
    });
    await link.click();
    await expect(page).toHaveURL(/\/data-access\/query-and-download\/facilities\?daysRange=90/);
  });

  test('screenshots at 1440 and 390 px, and axe finds nothing serious', async ({ page }) => {
    // Two page loads, two full-page screenshots and an axe pass: more than one page's budget.
    test.setTimeout(60_000);
    await openFacility(page, LUPTON_BOTTOMS.id);
    await expect(drillDown(page).getByRole('grid', { name: 'Drill-down data' })).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'facility-1440.png'), fullPage: true });
    await expectNoSeriousViolations(page, test.info(), 'facility 37 with its data');
    await page.setViewportSize({ width: 390, height: 844 });
    await openFacility(page, LUPTON_BOTTOMS.id);
    await expect(page.getByRole('button', { name: 'Collapse' })).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'facility-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Collapse' }).click();
    await expect(page.getByRole('button', { name: 'Expand' })).toBeVisible();
  });

  test('the well field shows its own widget', async ({ page }) => {
    await openFacility(page, 1778);
    await expect(page.locator('[data-widget-order="well-field"]')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current Totals', exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Current Values by Well', exact: true }),
    ).toBeVisible();
  });

  test('an unknown facility says so', async ({ page }) => {
    await openFacility(page, 999_999);
    await expect(page.getByText('There is no facility “999999”.')).toBeVisible();
  });
});

test.describe('facility pages, from the map', () => {
  test.use({ signedInAs: 'user', viewport: { width: 1440, height: 900 } });

  test("a United location's popup opens its facility page in a new tab", async ({
    page,
    context,
  }) => {
    await openMap(page, centredOn(LBR_INLET, 15));
    await clickMapCentre(page);
    const opened = context.waitForEvent('page');
    await featurePopup(page).getByRole('link', { name: 'View Facility Page' }).click();
    const facilityPage = await opened;
    await expect(facilityPage).toHaveURL(`/facility-pages/${LUPTON_BOTTOMS.id}`);
    await expect(
      facilityPage.getByRole('heading', { name: LUPTON_BOTTOMS.name, level: 2 }),
    ).toBeVisible();
    await expect(drillDown(facilityPage)).toBeVisible();
    // Query & Download would show a User the Unauthorized screen: no link leads there.
    await expect(
      facilityPage.getByRole('link', { name: 'Query & Download this data' }),
    ).toHaveCount(0);
  });

  // A User never sees less than a visitor, who gets this page's public view.
  test("a popup's View Facility Page opens the public view of a facility not assigned to the User", async ({
    page,
    context,
  }) => {
    await openMap(page, centredOn(PVR_RESERVOIR, 15));
    await clickMapCentre(page);
    const opened = context.waitForEvent('page');
    await featurePopup(page).getByRole('link', { name: 'View Facility Page' }).click();
    const facilityPage = await opened;
    await expect(facilityPage).toHaveURL(`/facility-pages/${PLATTE_VALLEY.id}`);
    await expect(
      facilityPage.getByRole('heading', { name: PLATTE_VALLEY.name, level: 2 }),
    ).toBeVisible();
    await expect(facilityPage.getByRole('region', { name: 'Recent Data Summary' })).toBeVisible();
    await expect(facilityPage.locator('[data-widget]')).toHaveCount(4);
    await expect(
      facilityPage.getByRole('region', { name: 'Water Year to Date', exact: true }),
    ).toContainText('PVR-OUT');
    await expect(drillDown(facilityPage)).toHaveCount(0);
    await expect(facilityPage.getByRole('alert')).toContainText(
      'available to signed-in data users and to the users this facility is assigned to',
    );
    await expect(facilityPage.getByText(/Error fetching|Unauthorized/)).toHaveCount(0);
  });
});

test.describe('facility pages, anonymous', () => {
  test('the public view has the widgets but no drill-down', async ({ page }) => {
    await openFacility(page, LUPTON_BOTTOMS.id);
    await expect(page.getByRole('heading', { name: LUPTON_BOTTOMS.name, level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Data Summary' })).toBeVisible();
    await expect(drillDown(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('river photos', () => {
  test.use({ signedInAs: 'photos', viewport: { width: 1440, height: 900 } });

  test('the camera image opens full size and a click closes it', async ({ page }) => {
    await page.goto('/river-photos/western');
    await expect(areaTitle(page, 'mfe-facility')).toHaveText('River Photos: Western');
    const open = page.getByRole('button', { name: 'Open the Western photo full size' });
    await expect(open.getByRole('img')).toHaveJSProperty('complete', true);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'river-photo-1440.png') });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Western photo, full size' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the full-size photo' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('river photos, as a User', () => {
  test.use({ signedInAs: 'user' });

  test('a User is sent away from the camera pages', async ({ page }) => {
    await page.goto('/river-photos/empire');
    await expect(page).not.toHaveURL(/river-photos/);
  });
});
