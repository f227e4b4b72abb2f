import path from 'node:path';
import { ARTIFACTS_DIR } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS } from '../support/signIn';

const TAGLINE = 'A System for Real-time Data Collection, Management, Visualization and Analytic';

test.describe('sign-in screenshots', () => {
  test('landing page at 1440 px and 390 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in to Dashboard' })).toBeVisible();
    await expect(page.getByText('Access the Platform')).toBeVisible();
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, 'landing-desktop.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    // Shortened on extra-small screens; its accessible name stays the full one.
    await expect(page.getByRole('button', { name: 'Log in to Dashboard' })).toHaveText(
      /^Dashboard$/i,
      { useInnerText: true },
    );
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'landing-mobile.png'), fullPage: true });
  });

  test('login page with a wrong password', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in to Dashboard' }).click();
    await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'login-wrong-password.png') });
  });

  test.describe('as a Developer', () => {
    test.use({ signedInAs: 'developer' });

    test('user menu and developer drawer', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Documentation' })).toBeVisible();
      await page.screenshot({
        path: path.join(ARTIFACTS_DIR, 'user-menu-developer.png'),
        animations: 'disabled',
      });
      await page.keyboard.press('Escape');
      await page.goto('/login');
      // The landing page comes whole in the HTML; the app, and with it the session, starts at the
      // visitor's first move.
      await page.mouse.move(200, 200);
      await page.getByRole('button', { name: /Developer tools/i }).click();
      await expect(page.getByText('This drawer is only visible to Developers.')).toBeVisible();
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'developer-drawer.png') });
    });
  });

  test.describe('as a User', () => {
    test.use({ signedInAs: 'user' });

    test('Unauthorized on an admin page', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/admin/users-management');
      await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'unauthorized-user.png') });
    });
  });
});
