import type { Page } from '@playwright/test';
import { PAGES } from '@headgate/site-map';
import { expect, test } from '../support/fixtures';

/** Opens a page as its HTML alone draws it: every script file refused. */
async function openWithoutScripts(page: Page, url: string) {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(url);
}

const chooseTheme = (page: Page, themeName: string) =>
  page.addInitScript(
    (name) =>
      localStorage.setItem('headgate.theme', JSON.stringify({ state: { themeName: name } })),
    themeName,
  );

test.describe('the page frame, drawn before any script (issue 28)', () => {
  test('the public map shows its top bar, title and map panel from the HTML alone', async ({
    page,
  }) => {
    await openWithoutScripts(page, '/');
    await expect(page.getByRole('banner')).toContainText('Headgate');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      PAGES.publicMap.title!,
    );
    await expect(page.locator('.hg-frame-map')).toBeVisible();
  });

  test('/login shows the landing tagline from the HTML alone', async ({ page }) => {
    await openWithoutScripts(page, '/login');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
      'A System for Real-time Data Collection',
    );
  });

  test("a page that is not the map never shows the map's title", async ({ page }) => {
    await openWithoutScripts(page, '/facility-pages');
    await expect(page.getByRole('banner')).toContainText('Headgate');
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(PAGES.publicMap.title!);
  });

  test('a visitor who chose the dark theme gets a dark frame, no white flash', async ({ page }) => {
    await chooseTheme(page, 'DARK');
    await openWithoutScripts(page, '/');
    // The theme script is inline: it runs only if the Content-Security-Policy allows its hash.
    await expect(page.locator('html')).toHaveAttribute('data-hg-theme', 'DARK');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 24, 32)');
  });

  test('the app takes the public map over without moving its title', async ({ page }) => {
    // Whole pixels: the frame's font size is the theme's rem size rounded to 1/100 px.
    const placeOfTitle = async () => {
      const box = (await page
        .getByRole('heading', { level: 1, name: 'Public Map' })
        .boundingBox())!;
      return [box.x, box.y, box.width, box.height].map(Math.round);
    };
    await openWithoutScripts(page, '/');
    const framed = await placeOfTitle();
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('[data-map-ready]')).toBeVisible({ timeout: 20_000 });
    expect(await placeOfTitle()).toEqual(framed);
  });
});
