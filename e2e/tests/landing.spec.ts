import { areaTitle, documentIsMarked, expect, markDocument, test } from '../support/fixtures';

// The landing page draws without the router (issue 28); its links still move within the page.
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
