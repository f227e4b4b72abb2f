import { areaTitle, documentIsMarked, expect, markDocument, test } from '../support/fixtures';

// These pages include admin routes: walk them as a Developer.
test.use({ signedInAs: 'developer' });

test('back and forward move across three areas without reloading the page', async ({ page }) => {
  await page.goto('/');
  await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
  await markDocument(page);
  const sidebar = page.getByRole('navigation', { name: 'Main' });

  await sidebar.getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(areaTitle(page, 'mfe-admin')).toHaveText('Contacts');
  await sidebar.getByRole('link', { name: 'Western', exact: true }).click();
  await expect(areaTitle(page, 'mfe-facility')).toHaveText('River Photos: Western');

  await page.goBack();
  await expect(areaTitle(page, 'mfe-admin')).toHaveText('Contacts');
  await page.goBack();
  await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
  await page.goForward();
  await expect(areaTitle(page, 'mfe-admin')).toHaveText('Contacts');
  await page.goForward();
  await expect(areaTitle(page, 'mfe-facility')).toHaveText('River Photos: Western');
  await expect(page).toHaveURL(/\/river-photos\/western$/);
  expect(await documentIsMarked(page)).toBe(true);
});

test('a link inside one area to another area works without a full reload', async ({ page }) => {
  await page.goto('/data-access/system-management/alerts-management');
  await expect(areaTitle(page, 'mfe-admin')).toHaveText('Alerts Management');
  await markDocument(page);

  // The breadcrumb is rendered by mfe-admin's own router; the map belongs to mfe-map.
  await page.locator('[data-remote="mfe-admin"]').getByRole('link', { name: 'Dashboard' }).click();
  await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(areaTitle(page, 'mfe-admin')).toHaveText('Alerts Management');
  expect(await documentIsMarked(page)).toBe(true);
});

test('moving between pages of one area keeps the area mounted', async ({ page }) => {
  await page.goto('/data-access/system-management/contacts');
  await expect(areaTitle(page, 'mfe-admin')).toHaveText('Contacts');
  const root = await page.locator('[data-remote-root="mfe-admin"]').elementHandle();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Users Management' })
    .click();
  await expect(areaTitle(page, 'mfe-admin')).toHaveText('Users Management');
  expect(await root?.evaluate((element) => element.isConnected)).toBe(true);
});
