import { REMOTE_IDS } from '@headgate/site-map';
import { builtVersion } from '../support/discoveryFile';
import { expect, test } from '../support/fixtures';

test('About lists the shell, the API and all five remotes with their manifest versions', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'About Headgate' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-remote-version]')).toHaveCount(5);
  for (const remote of REMOTE_IDS) {
    await expect(dialog.locator(`[data-remote-version="${remote}"] td`).last()).toHaveText(
      builtVersion(remote),
    );
  }
  await expect(dialog.getByRole('row', { name: /API server/ })).toContainText('0.1.0');
});
