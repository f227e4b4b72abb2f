import { REMOTE_IDS } from '@headgate/site-map';
import { builtVersion } from '../support/discoveryFile';
import { SWAP_REMOTE, SWAP_VERSION } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';
import { siteEntry } from '../support/releaseStore';

// These pages include admin routes: walk them as a Developer.
test.use({ signedInAs: 'developer' });

test('a release API change of one remote swaps it, with the shell and the others untouched', async ({
  page,
  request,
  releases,
}) => {
  const shellBefore = await (await request.get('/main.js')).text();
  await page.goto('/admin/users-management');
  await expect(areaTitle(page, SWAP_REMOTE)).toHaveText('Users Management');

  await releases.put(SWAP_REMOTE, [siteEntry(SWAP_REMOTE, SWAP_VERSION)]);
  const manifestRequests: string[] = [];
  page.on(
    'request',
    (r) => r.url().endsWith('mf-manifest.json') && manifestRequests.push(new URL(r.url()).pathname),
  );
  await page.reload();
  await expect(areaTitle(page, SWAP_REMOTE)).toHaveText('Users Management');
  expect(manifestRequests).toContain(`/remotes/${SWAP_REMOTE}/${SWAP_VERSION}/mf-manifest.json`);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'About Headgate' });
  await expect(dialog.locator(`[data-remote-version="${SWAP_REMOTE}"] td`).last()).toHaveText(
    SWAP_VERSION,
  );
  for (const remote of REMOTE_IDS.filter((id) => id !== SWAP_REMOTE)) {
    await expect(dialog.locator(`[data-remote-version="${remote}"] td`).last()).toHaveText(
      builtVersion(remote),
    );
  }
  expect(await (await request.get('/main.js')).text()).toBe(shellBefore);

  // The rollback call brings back the default before it.
  expect((await releases.rollback(SWAP_REMOTE)).rolledBackTo).toBe(builtVersion(SWAP_REMOTE));
  await page.reload();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  await expect(dialog.locator(`[data-remote-version="${SWAP_REMOTE}"] td`).last()).toHaveText(
    builtVersion(SWAP_REMOTE),
  );
});
