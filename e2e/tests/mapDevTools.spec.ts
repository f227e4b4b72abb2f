import path from 'node:path';
import { ARTIFACTS_DIR } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { openMap } from '../support/publicMap';

const COPY_TOAST = /Copied to clipboard: \d+\.\d{2}|Error copying text: /;

test.describe('Map Dev Tools, Developer', () => {
  test.use({ signedInAs: 'developer', permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows the map values; clicking the zoom copies it and says so', async ({ page }) => {
    await openMap(page);
    const box = page.getByRole('region', { name: 'Map Dev Tools' });
    await expect(box).toBeVisible();
    const zoom = box.getByRole('button', { name: 'Copy zoom' });
    await expect(zoom).toHaveText(/^\d+\.\d{2}$/);
    await expect(box.getByRole('button', { name: 'Copy center' })).toHaveText(
      /^-?\d+\.\d{5}, -?\d+\.\d{5}$/,
    );
    await zoom.click();
    await expect(page.getByText(COPY_TOAST)).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'map-dev-tools.png') });
  });

  test('the Developer drawer shows the last raw API answer the map received', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Developer Tools' }).click();
    const drawer = page
      .getByRole('presentation')
      .filter({ hasText: 'Developer Tools (click to close)' });
    await expect(drawer.getByText('This drawer is only visible to Developers.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Last API Data' }).click();
    await expect(drawer.getByText(/"path": "\/api\/public-map\//)).toContainText('"status": 200');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'developer-drawer.png') });
  });
});

test.describe('Map Dev Tools, User', () => {
  test.use({ signedInAs: 'user' });

  test('is not shown', async ({ page }) => {
    await openMap(page);
    await expect(page.getByRole('application', { name: /^Map\./ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map Dev Tools' })).toHaveCount(0);
  });
});
