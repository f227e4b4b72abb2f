import { areaTitle, expect, test } from '../support/fixtures';
import { SHELL_ROUTES } from '../support/routeTable';

// Every route of an area renders its title inside its owner, alone, in the accessibility walk of
// each role that may open it (accessibility.spec.ts), which the developer's covers in full.
test.describe('route table', () => {
  test.use({ signedInAs: 'developer' });

  for (const route of SHELL_ROUTES) {
    test(`${route.path} is the shell's own "${route.title}" page`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(page.locator('[data-remote]')).toHaveCount(0);
    });
  }

  test('any other path shows the 404 page, and its button leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found.')).toBeVisible();
    await expect(
      page.getByText('The page you are looking for might have been removed.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to website' }).click();
    await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
  });

  test('an unknown path below an area is a 404 too, with the sidebar intact', async ({ page }) => {
    await page.goto('/facility-pages/37/nothing-here');
    await expect(page.getByText('Page not found.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
