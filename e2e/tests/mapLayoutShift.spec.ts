import { expect, test } from '../support/fixtures';

/** Layout shifts of the page so far (not after input), summed as Chromium reports them. */
function layoutShift(page: import('@playwright/test').Page) {
  return page.evaluate(
    () => (window as unknown as { headgateLayoutShift: number }).headgateLayoutShift,
  );
}

test.describe('the public map holds still while it loads', () => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1440, height: 900 },
  ]) {
    test(`the panel and filter bar are in place before the first features, and the map fills the screen (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const total = window as unknown as { headgateLayoutShift: number };
        total.headgateLayoutShift = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total.headgateLayoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      const panel = page.getByRole('region', { name: 'Map controls' });
      const filterBar = page.getByRole('region', { name: 'Map filters' });
      await expect(panel).toBeVisible();
      await expect(filterBar).toBeVisible();
      const before = { panel: await panel.boundingBox(), filterBar: await filterBar.boundingBox() };

      await expect(page.locator('[data-map-ready]')).toBeVisible({ timeout: 20_000 });
      const after = { panel: await panel.boundingBox(), filterBar: await filterBar.boundingBox() };
      expect(after.filterBar).toEqual(before.filterBar);
      expect({ x: after.panel?.x, y: after.panel?.y, width: after.panel?.width }).toEqual({
        x: before.panel?.x,
        y: before.panel?.y,
        width: before.panel?.width,
      });
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);
      // Once the shell's spinner above the area is gone, the map still reaches the bottom edge.
      await expect
        .poll(async () => {
          const box = await page.locator('[data-public-map]').boundingBox();
          return box && Math.round(box.y + box.height);
        })
        .toBe(viewport.height);
    });
  }
});

test.describe('the map searches load after the first features', () => {
  test('each takes its stand-in’s place unmoved and carries on with what was typed into it', async ({
    page,
  }) => {
    // The two searches' chunks (and MUI's Autocomplete) are held back until released.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/remotes/mfe-map/**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (/MuiAutocomplete|The location search failed|Reverse geocoding failed/.test(body))
        held.push(() => route.fulfill({ response }));
      else await route.fulfill({ response });
    });
    await page.goto('/');
    await expect(page.locator('[data-map-ready]')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => held.length).toBeGreaterThan(0);

    const address = page.getByRole('combobox', { name: 'Search an address or coordinates' });
    const locations = page.getByRole('combobox', { name: 'Search locations' });
    const before = {
      address: await address.boundingBox(),
      locations: await locations.boundingBox(),
    };
    await address.click();
    await page.keyboard.type('39.9224, -104.8688');
    for (const release of held.splice(0)) await release();

    await expect(page.getByRole('option', { name: /Coordinates/ }).first()).toBeVisible();
    await expect(address).toHaveValue('39.9224, -104.8688');
    await expect(address).toBeFocused();
    await expect(
      page.getByRole('region', { name: 'Map filters' }).getByRole('button', { name: 'Open' }),
    ).toBeVisible();
    expect({
      address: await address.boundingBox(),
      locations: await locations.boundingBox(),
    }).toEqual(before);
  });
});
