import path from 'node:path';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';
import { DEMO_USERS, signInFromTopBar, submitLogin, type DemoUser } from '../support/signIn';

const PUBLIC_ENTRIES = ['Public Map'];
/** Signed out, the Facilities list too: the map links no facility for visitors. */
const VISITOR_ENTRIES = [...PUBLIC_ENTRIES, 'Facilities'];
/** The demo facilities whose `authorized_users` name the demo User, and only them. */
const USER_FACILITIES = ['Lupton Bottoms Storage', 'Sand Hill Recharge'];
/** The demo facilities that name no demo user: nobody's sidebar lists them. */
const UNASSIGNED_FACILITIES = [
  'Platte Valley Storage',
  'Brighton Augmentation',
  'Gilcrest Augmentation',
  'Fort Lupton Well Field',
];
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
  'System Status',
];
const PHOTO_ENTRIES = ['Western', 'Empire', 'Riverside Dam', 'Riverside Sand Gate'];
const EVERY_ENTRY = [
  ...new Set([
    ...VISITOR_ENTRIES,
    ...USER_FACILITIES,
    ...UNASSIGNED_FACILITIES,
    ...ADMIN_ENTRIES,
    ...PHOTO_ENTRIES,
  ]),
];

/** The sidebar entries each role sees (the pages' access rules, as the menu shows them). */
const SIDEBAR_BY_USER: Record<DemoUser, string[]> = {
  admin: [...PUBLIC_ENTRIES, ...ADMIN_ENTRIES, ...PHOTO_ENTRIES],
  developer: [...PUBLIC_ENTRIES, ...ADMIN_ENTRIES, ...PHOTO_ENTRIES],
  data: [...PUBLIC_ENTRIES, ...DATA_ENTRIES],
  user: [...PUBLIC_ENTRIES, ...USER_FACILITIES],
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

/** The User's facilities: a group per type, each entry with its type's icon (screenshot kept). */
async function expectFacilityEntries(page: import('@playwright/test').Page, user: DemoUser) {
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const group of ['Storage Facilities', 'Recharge Facilities']) {
    await expect(menu.getByRole('button', { name: group })).toBeVisible();
  }
  for (const facility of USER_FACILITIES) {
    await expect(menu.getByRole('link', { name: facility }).locator('svg')).toBeVisible();
  }
  await menu.screenshot({ path: path.join(ARTIFACTS_DIR, `sidebar-${user}.png`) });
}

test.describe('sign-in', () => {
  test('an anonymous visitor sees only the public sidebar entries and a Login button', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectSidebar(page, VISITOR_ENTRIES);
  });

  for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
    test(`${DEMO_USERS[user].role} signs in on the login page and sees their sidebar entries`, async ({
      page,
    }) => {
      await page.goto('/');
      // Facility entries come after sign-in: a missing one is only absent once they have come.
      const facilitiesListed = page.waitForResponse('**/api/authorized-facilities');
      await signInFromTopBar(page, user);
      await facilitiesListed;
      if (user === 'data') {
        // The All Data User's landing page is Query & Download.
        await expect(areaTitle(page, 'mfe-data-access')).toHaveText(
          'Query & Download - Facility Data',
        );
      } else {
        await expect(page).toHaveURL(/\/$/);
      }
      await expectSidebar(page, SIDEBAR_BY_USER[user]);
      if (user === 'user') await expectFacilityEntries(page, user);
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
      // The provider asks before it ends the session: a link alone cannot sign anyone out.
      await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expectSidebar(page, VISITOR_ENTRIES);
      // The provider's session is gone too: a protected route asks for the password again.
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  });
});
