import type { Locator, Page } from '@playwright/test';
import { PAGES } from '@headgate/site-map';
import { expect, test } from '../support/fixtures';

/** Opens a page as its HTML alone draws it: every script file refused. */
async function openWithoutScripts(page: Page, url: string) {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(url);
}

/**
 * Where a locator's element is, in whole pixels: the frame's font size is the theme's rem size
 * rounded to 1/100 px.
 */
async function placeOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return [box.x, box.y, box.width, box.height].map(Math.round);
}

const chooseTheme = (page: Page, themeName: string) =>
  page.addInitScript(
    (name) =>
      localStorage.setItem('headgate.theme', JSON.stringify({ state: { themeName: name } })),
    themeName,
  );

test.describe('the page frame, drawn before any script', () => {
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

  for (const [path, text] of [
    [PAGES.support.path, 'For help with Headgate, contact the district office.'],
    [
      PAGES.changelog.path,
      'The Headgate platform: the shell and five independently deployed areas.',
    ],
  ] as const) {
    test(`${path} shows its title, breadcrumbs and text from the HTML alone`, async ({ page }) => {
      await openWithoutScripts(page, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dashboard');
      await expect(page.getByText(text)).toBeVisible();
    });
  }

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

  test('a visitor of the dark theme is not shown a page drawn in the light theme', async ({
    page,
  }) => {
    await chooseTheme(page, 'DARK');
    await openWithoutScripts(page, PAGES.support.path);
    await expect(page.getByRole('banner')).toContainText('Headgate');
    await expect(page.getByText('For help with Headgate')).toBeHidden();
  });

  test('the app takes /support over without moving its text or the top bar', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const places = async (menu: Locator) => ({
      menu: await placeOf(menu),
      name: await placeOf(page.getByRole('banner').getByRole('link', { name: 'Headgate' })),
      title: await placeOf(page.getByRole('heading', { level: 1, name: 'Support' })),
      text: await placeOf(page.getByText('For help with Headgate')),
    });
    await openWithoutScripts(page, PAGES.support.path);
    const framed = await places(page.locator('.hg-frame-menu'));
    await page.unrouteAll();
    await page.reload();
    const menuButton = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(menuButton).toBeVisible();
    await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
    expect(await places(menuButton)).toEqual(framed);
  });

  test('the app takes the public map over without moving its title', async ({ page }) => {
    const title = page.getByRole('heading', { level: 1, name: 'Public Map' });
    await openWithoutScripts(page, '/');
    const framed = await placeOf(title);
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('[data-map-ready]')).toBeVisible({ timeout: 20_000 });
    expect(await placeOf(title)).toEqual(framed);
  });
});
