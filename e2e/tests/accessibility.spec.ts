import { expectNoSeriousViolations } from '../support/axe';
import { firstLoadOf } from '../support/budgets/builtScripts';
import { checkFirstLoads } from '../support/budgets/firstLoadBudgets';
import type { FirstLoad } from '../support/budgets/routeBudget';
import { scriptRequests } from '../support/budgets/scriptRequests';
import { areaTitle, expect, test } from '../support/fixtures';
import { openMap } from '../support/publicMap';
import { budgetVisitor, screensFor, VISITORS, type Screen } from '../support/routeAudience';
import type { Page } from '@playwright/test';

/**
 * Opens a screen and waits until its area (or the shell's page) has rendered its title. Without a
 * full load it navigates inside the site, as a reader following the menu does, so a walk through
 * every screen does not start the shell again for each one.
 */
async function open(page: Page, screen: Screen, fullLoad: boolean): Promise<void> {
  if (fullLoad && screen.path === '/') return openMap(page);
  if (fullLoad) await page.goto(screen.path);
  else await page.evaluate((path) => window.history.pushState(null, '', path), screen.path);
  if (screen.path === '/') {
    await expect(page.locator('[data-map-ready]')).toBeVisible({ timeout: 20_000 });
    return;
  }
  await expect(
    screen.remote
      ? areaTitle(page, screen.remote)
      : page.getByRole('heading', { level: 1, name: screen.title }),
  ).toHaveText(screen.title);
  // The route table's promise: each screen is its owner's, and only that area is mounted.
  await expect(page.locator('[data-remote]')).toHaveCount(screen.remote ? 1 : 0);
}

// Every screen of the route table, as anonymous and as each role that may see it (axe, WCAG 2.1
// AA): no serious or critical violation. The walk that weighs a screen's first load for its byte
// budget (budgetVisitor) opens it with a full load and records the scripts the page requested.
test.describe('accessibility of every screen', () => {
  // The longest tests of the run: each role's walk may take the other browser.
  test.describe.configure({ mode: 'parallel' });
  for (const visitor of VISITORS) {
    test.describe(`as ${visitor}`, () => {
      test.use({ signedInAs: visitor === 'anonymous' ? undefined : visitor });

      test('every screen they may open', async ({ page, baseURL }, testInfo) => {
        test.setTimeout(360_000);
        const scripts = scriptRequests(page, new URL(baseURL!).origin);
        const firstLoads: Record<string, FirstLoad> = {};
        for (const [index, screen] of screensFor(visitor).entries()) {
          const weighed = budgetVisitor(screen.path) === visitor;
          if (weighed) scripts.expectFullLoad();
          await open(page, screen, index === 0 || weighed);
          // Settled first: axe then sees the screen with its data and lazy parts in, as it does
          // after in-site navigation (while a data grid loads, MUI's progress bar has no name).
          if (weighed) firstLoads[screen.path] = firstLoadOf(await scripts.settled());
          await expectNoSeriousViolations(page, testInfo, `${screen.path} as ${visitor}`);
        }
        checkFirstLoads(visitor, firstLoads);
      });
    });
  }
});

test.describe('accessibility of the screens between', () => {
  test.describe('a new visitor', () => {
    test.use({ disclaimerAccepted: false });

    test('the disclaimer they meet', async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, 'the disclaimer');
    });
  });

  test('the 404 page', async ({ page }, testInfo) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found.')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'the 404 page');
  });

  test.describe('signed in without the role', () => {
    test.use({ signedInAs: 'user' });

    test('the Unauthorized screen', async ({ page }, testInfo) => {
      await page.goto('/admin/users-management');
      await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, 'the Unauthorized screen');
    });
  });
});

// The admin screens with their forms and dialogs open: what the route sweep above never sees.
test.describe('accessibility of the admin forms', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 1000 } });
  const SM = '/data-access/system-management';

  test('alert, location (with its map), import and user forms, a delete question, an association', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const check = (screen: string) => expectNoSeriousViolations(page, testInfo, screen);

    await page.goto(`${SM}/alerts-management`);
    await page.getByRole('button', { name: 'Add Alert' }).click();
    await expect(page.getByRole('region', { name: 'New Alert' })).toBeVisible();
    await check('the alert form');

    await page.goto(`${SM}/locations-setup`);
    await page.getByRole('button', { name: 'Add location' }).click();
    const location = page.getByRole('region', { name: 'Creating New Location' });
    await location.getByRole('spinbutton', { name: /Latitude/ }).fill('40.1');
    await location.getByRole('spinbutton', { name: /Longitude/ }).fill('-104.8');
    await expect(location.getByRole('region', { name: /Location map/ })).toHaveAttribute(
      'data-rendered',
      '40.1,-104.8',
    );
    await check('the location form with its map');

    await page.goto(`${SM}/imports-configuration`);
    await page.getByRole('button', { name: 'Add import' }).click();
    await expect(page.getByRole('region', { name: 'New Import Configuration' })).toBeVisible();
    await check('the import form');

    await page.goto('/admin/users-management');
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByRole('region', { name: 'New User' })).toBeVisible();
    await check('the user form');

    // A facility is never in use: its Delete always asks. Cancel leaves it be.
    await page.goto(`${SM}/facilities-setup`);
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const question = page.getByRole('dialog', { name: /^Delete .*\?$/ });
    await expect(question).toBeVisible();
    await check('a delete question');
    await question.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${SM}/associate-contacts-and-groups`);
    await page
      .getByRole('list', { name: 'Groups' })
      .getByRole('button', { name: /Reservoir operators/ })
      .click();
    await expect(page.getByRole('checkbox', { name: /^Associate/ }).first()).toBeVisible();
    await check('an association with its group chosen');
  });
});

// Colour contrast in each theme, on the map, the landing page and an admin page.
for (const theme of ['DEFAULT', 'DARK', 'LIGHT'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.use({ signedInAs: 'admin' });

    test('the map, the landing page and an admin page', async ({ page }, testInfo) => {
      await page.addInitScript(
        (themeName) =>
          localStorage.setItem(
            'headgate.theme',
            JSON.stringify({ state: { themeName }, version: 0 }),
          ),
        theme,
      );
      // One full load in the theme, then on through the site as the walks above do.
      for (const [index, screen] of [
        { path: '/', title: 'Public Map', remote: 'mfe-map' },
        {
          path: '/login',
          title: 'A System for Real-time Data Collection, Management, Visualization and Analytic',
        },
        { path: '/admin/users-management', title: 'Users Management', remote: 'mfe-admin' },
      ].entries()) {
        await open(page, screen, index === 0);
        await expectNoSeriousViolations(page, testInfo, `${screen.path} in ${theme}`);
      }
    });
  });
}
