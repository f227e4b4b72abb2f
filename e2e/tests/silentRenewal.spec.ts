import { expect, test } from '../support/fixtures';
import { expectSignedIn } from '../support/signIn';

test.describe('a session whose access token has expired', () => {
  test.use({ signedInAs: 'developer' });

  test('is renewed silently in the callback frame, under the site policy', async ({ page }) => {
    await page.goto('/');
    await expectSignedIn(page, 'developer');
    // As if the page had been left open past the token's 10 minutes.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith('oidc.user:'))) {
        const user = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
        user.expires_at = Math.floor(Date.now() / 1000) - 60;
        localStorage.setItem(key, JSON.stringify(user));
      }
    });
    await page.goto('/data-access/system-management/contacts');
    await expectSignedIn(page, 'developer');
    await expect(page).toHaveURL(/\/data-access\/system-management\/contacts$/);
  });
});

test.describe('a returning user whose token ran out while the site was closed', () => {
  test.use({ signedInAs: 'admin' });

  test('is still signed in on a public page: the session is renewed silently at start', async ({
    page,
  }) => {
    await page.goto('/');
    await expectSignedIn(page, 'admin');
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith('oidc.user:'))) {
        const user = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
        user.expires_at = Math.floor(Date.now() / 1000) - 60;
        localStorage.setItem(key, JSON.stringify(user));
      }
    });
    // The public map: no route guard would send them through the provider.
    await page.reload();
    await expectSignedIn(page, 'admin');
    await expect(page).toHaveURL(/\/$/);
  });
});
