import { areaTitle, expect, test } from '../support/fixtures';
import { DEMO_USERS, signInFromTopBar, submitLogin, type DemoUser } from '../support/signIn';

const PUBLIC_ENTRIES = ['Public Map', 'Facilities'];
const DATA_ENTRIES = ['Query & Download', 'Mobile Tracker'];
const ADMIN_ENTRIES = [
  'Time Series Comparisons',
  'Query & Download',
  'Batteries Status',
  'Site Summary Table',
  'Mobile Tracker',
  'Alerts Management',
  'Contacts',
  'Users Management',
  'Ignition Demo',
  'Remote Releases',
];
const PHOTO_ENTRIES = ['Western', 'Empire', 'Riverside Dam', 'Riverside Sand Gate'];
const EVERY_ENTRY = [...new Set([...PUBLIC_ENTRIES, ...ADMIN_ENTRIES, ...PHOTO_ENTRIES])];

/** The sidebar entries each role sees (the README's access rules, as the menu shows them). */
const SIDEBAR_BY_USER: Record<DemoUser, string[]> = {
  admin: EVERY_ENTRY,
  developer: EVERY_ENTRY,
  data: [...PUBLIC_ENTRIES, ...DATA_ENTRIES],
  user: PUBLIC_ENTRIES,
  photos: [...PUBLIC_ENTRIES, ...PHOTO_ENTRIES],
};

async function expectSidebar(page: import('@playwright/test').Page, visible: string[]) {
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const entry of EVERY_ENTRY) {
    await expect(
      menu.getByRole('link', { name: entry, exact: true }),
      `sidebar entry "${entry}"`,
    ).toHaveCount(visible.includes(entry) ? 1 : 0);
  }
}

test.describe('sign-in', () => {
  test('an anonymous visitor sees only the public sidebar entries and a Login button', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectSidebar(page, PUBLIC_ENTRIES);
  });

  for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
    test(`${DEMO_USERS[user].role} signs in on the login page and sees their sidebar entries`, async ({
      page,
    }) => {
      await page.goto('/');
      await signInFromTopBar(page, user);
      if (user === 'data') {
        // The All Data User's landing page is Query & Download.
        await expect(areaTitle(page, 'mfe-data-access')).toHaveText(
          'Query & Download - Facility Data',
        );
      } else {
        await expect(page).toHaveURL(/\/$/);
      }
      await expectSidebar(page, SIDEBAR_BY_USER[user]);
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menu')).toContainText(DEMO_USERS[user].name);
      await expect(page.getByRole('menu')).toContainText(DEMO_USERS[user].role);
    });
  }

  test('a wrong password shows the message and signs nobody in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await submitLogin(page, DEMO_USERS.user.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_USERS.user.email);
  });

  test('an anonymous visitor on a protected route signs in and comes back to it', async ({
    page,
  }) => {
    await page.goto('/data-access/query-and-download/facilities');
    await submitLogin(page, DEMO_USERS.data.email);
    await expect(page).toHaveURL(/\/data-access\/query-and-download\/facilities$/);
    await expect(areaTitle(page, 'mfe-data-access')).toHaveText('Query & Download - Facility Data');
  });

  test.describe('signed in as a User', () => {
    test.use({ signedInAs: 'user' });

    test('an admin route shows the Unauthorized screen', async ({ page }) => {
      await page.goto('/admin/users-management');
      await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
      await expect(page.locator('[data-remote="mfe-admin"]')).toHaveCount(0);
    });

    test('a river photo page sends them back to the public map', async ({ page }) => {
      await page.goto('/river-photos/western');
      await expect(areaTitle(page, 'mfe-map')).toHaveText('Public Map');
      await expect(page).toHaveURL(/\/$/);
    });

    test('Log out ends the session', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expectSidebar(page, PUBLIC_ENTRIES);
      // The provider's session is gone too: a protected route asks for the password again.
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  });
});
