import type { Page } from '@playwright/test';
import { builtVersion } from '../support/discoveryFile';
import { SWAP_REMOTE, SWAP_VERSION } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';

// An operator steers a remote from Remote Releases, without a shell: a canary is added
// by URL, given a share, and rolled back, and the audit says who did it.

test.use({ signedInAs: 'admin' });

const REMOTE = SWAP_REMOTE; // mfe-admin; its second build is the swap build (build:swap)
const STABLE = builtVersion(REMOTE);
const manifestOf = (version: string) => `/remotes/${REMOTE}/${version}/mf-manifest.json`;
/** Confirms the question the page asks and waits until the change is announced. */
async function confirm(page: Page, question: string, button: string, announced: string) {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByRole('button', { name: button }).click();
  await expect(page.getByText(announced)).toBeVisible();
  await expect(dialog).toBeHidden();
}

// The `releases` fixture puts every remote back to its built version before and after the test.
test('the administrator adds a canary, gives it a share and rolls it back; the audit says who', async ({
  page,
  releases,
}) => {
  await page.goto('/admin/remote-releases');
  await expect(areaTitle(page, REMOTE)).toHaveText('Remote Releases');
  const panel = page.getByRole('region', { name: REMOTE });
  const versions = panel.getByRole('grid', { name: `${REMOTE} versions` });
  await expect(versions.getByRole('row', { name: new RegExp(STABLE) })).toContainText(
    'default, served',
  );

  await panel.getByRole('button', { name: `Add a version of ${REMOTE}` }).click();
  const form = page.getByRole('region', { name: `New version of ${REMOTE}` });
  await form.getByLabel('Version').fill(SWAP_VERSION);
  await form.getByLabel('Manifest URL').fill(manifestOf(SWAP_VERSION));
  await form.getByRole('button', { name: 'Create' }).click();
  await confirm(
    page,
    `Add ${REMOTE} ${SWAP_VERSION}?`,
    'Add',
    `${REMOTE} ${SWAP_VERSION} is listed at 0 %.`,
  );
  const canary = versions.getByRole('row', { name: new RegExp(SWAP_VERSION) });
  await expect(canary).toContainText('listed, not served');

  const slider = panel.getByRole('slider', {
    name: `Share of ${REMOTE} browsers for ${SWAP_VERSION}`,
  });
  await slider.focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
  await expect(panel.getByText(`${STABLE} (default) gets 90 %`)).toBeVisible();
  await panel.getByRole('button', { name: 'Set share' }).click();
  await confirm(
    page,
    `Send 10 % of ${REMOTE} to ${SWAP_VERSION}?`,
    'Set share',
    `${REMOTE} ${SWAP_VERSION} now gets 10 %, ${STABLE} 90 %.`,
  );
  await expect(canary).toContainText('canary, served');
  await expect(canary).toContainText('10 %');

  await panel.getByRole('button', { name: `Roll back ${REMOTE}` }).click();
  await expect(page.getByRole('dialog', { name: `Roll back ${REMOTE}?` })).toContainText(
    `${SWAP_VERSION} (10 %) is no longer served`,
  );
  await confirm(
    page,
    `Roll back ${REMOTE}?`,
    'Roll back',
    `${REMOTE} is rolled back: ${STABLE} is served.`,
  );
  await expect(versions.getByRole('row', { name: new RegExp(STABLE) })).toContainText('100 %');

  // Newest first: the rollback, by the administrator, then the share and the addition.
  const audit = page.getByRole('grid', { name: 'Release changes' });
  const rows = audit.getByRole('row');
  await expect(rows.nth(1)).toContainText('Alex Admin');
  await expect(rows.nth(1)).toContainText('Rolled back');
  await expect(rows.nth(1)).toContainText(`${SWAP_VERSION} 10 % → 0 %`);
  await expect(rows.nth(2)).toContainText(`${SWAP_VERSION} 0 % → 10 %`);
  await expect(rows.nth(3)).toContainText(`added ${SWAP_VERSION} (0 %)`);

  // The store says the same: the rollback, by the administrator.
  const [latest] = (await releases.releases()).audit;
  expect(latest).toMatchObject({ remote: REMOTE, change: 'rollback', actorName: 'Alex Admin' });
});
