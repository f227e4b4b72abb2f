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
