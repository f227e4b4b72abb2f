import type { Page } from '@playwright/test';
import { areaTitle, documentIsMarked, expect, markDocument, test } from '../support/fixtures';

// The landing page draws without the router; its links still move within the page.
test('the landing page leads to the public map without reloading the page, and Back returns to it', async ({
  page,
}) => {
  const access = page.getByRole('region', { name: 'Access the Platform' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(access).toBeVisible();
  await markDocument(page);
  // The page is the HTML's own: the shell waits for the visitor, and the click below is kept
  // until the shell has taken the page over.
  await expect(page.locator('[data-prerendered-landing]')).toBeAttached();
  expect(scripts).toEqual(['/main.js']);

  await access.getByRole('link', { name: 'Public Access' }).click();
  await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
  await expect(page).toHaveURL(/\/$/);

  await page.goBack();
  await expect(access).toBeVisible();
  await expect(page).toHaveTitle('Welcome | Headgate');
  await page.getByRole('link', { name: 'Headgate' }).first().click();
  await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
  expect(await documentIsMarked(page)).toBe(true);
});

/** Holds every script but the start-up's own until `release` is called. */
async function holdTheShell(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(?!main\.js)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a click made while the shell is on its way shows a bar along the top and is followed once it is in', async ({
  page,
}) => {
  const release = await holdTheShell(page);
  await page.goto('/login');
  const landing = page.locator('[data-prerendered-landing]');
  await page
    .getByRole('region', { name: 'Access the Platform' })
    .getByRole('button', { name: 'Log In' })
    .click();
  await expect(landing).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a visitor of the dark theme sees the intro on the dark background until the shell has drawn the rest', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('headgate.theme', JSON.stringify({ state: { themeName: 'DARK' } })),
  );
  const release = await holdTheShell(page);
  // The shell starts at once for this visitor: the page's load waits for the held scripts.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access the Platform' })).toBeHidden();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(18, 24, 32)');
  release();
  await expect(page.getByRole('heading', { name: 'Access the Platform' })).toBeVisible();
  expect(await background()).toBe('rgb(18, 24, 32)');
});

test('the shell takes the page over at the first move without a loader in between', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { takeoverSteps: seen });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      const step = !root
        ? 'no root'
        : root.querySelector('[data-prerendered-landing]')
          ? 'prerendered'
          : root.querySelector('[role=progressbar]')
            ? 'loader'
            : 'app';
      if (seen.at(-1) !== step) seen.push(step);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await page.mouse.move(200, 200);
  await expect(page.locator('[data-prerendered-landing]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Access the Platform' })).toBeVisible();
  const steps = await page.evaluate(
    () => (window as unknown as { takeoverSteps: string[] }).takeoverSteps,
  );
  expect(steps.filter((step) => step !== 'no root')).toEqual(['prerendered', 'app']);
});
