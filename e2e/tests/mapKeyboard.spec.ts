import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { HENDERSON, centredOn, mapSurface, openMap } from '../support/publicMap';

/** Presses Tab until the element named `name` has the focus (at most `limit` times). */
async function tabTo(page: Page, name: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.getAttribute('title') ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`"${name}" was not reached with ${limit} presses of Tab.`);
}

/** The focused element's outline, as the browser draws it. */
function focusOutline(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

test.describe('the map by keyboard', () => {
  test('a zoom button is reached with Tab, shows its focus ring and zooms with Enter', async ({
    page,
  }) => {
    await openMap(page, centredOn(HENDERSON, 10));
    await tabTo(page, 'Zoom in');
    expect(await focusOutline(page)).toEqual({ style: 'solid', width: 2 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/zoom=11\b/);
  });

  test('the map itself takes the focus and pans with the arrow keys', async ({ page }) => {
    await openMap(page, centredOn(HENDERSON, 10));
    await tabTo(page, 'Map. Use the arrow keys to pan and + or - to zoom.');
    await expect(mapSurface(page)).toBeFocused();
    expect((await focusOutline(page)).style).not.toBe('none');
    const before = page.url();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.url()).not.toBe(before);
    await page.keyboard.press('+');
    await expect(page).toHaveURL(/zoom=11\b/);
  });
});
