import { expectNoSeriousViolations } from '../support/axe';
import { areaTitle, expect, test } from '../support/fixtures';
import { openMap } from '../support/publicMap';
import { screensFor, VISITORS, type Screen } from '../support/routeAudience';
import type { Page } from '@playwright/test';

/** Opens a screen and waits until its area (or the shell's page) has rendered its title. */
async function open(page: Page, screen: Screen): Promise<void> {
  if (screen.path === '/') return openMap(page);
  await page.goto(screen.path);
  await expect(
    screen.remote
      ? areaTitle(page, screen.remote)
      : page.getByRole('heading', { level: 1, name: screen.title }),
  ).toHaveText(screen.title);
}

// Every screen of the route table, as anonymous and as each role that may see it (axe, WCAG 2.1
// AA): no serious or critical violation.
test.describe('accessibility of every screen', () => {
  for (const visitor of VISITORS) {
    test.describe(`as ${visitor}`, () => {
      test.use({ signedInAs: visitor === 'anonymous' ? undefined : visitor });

      test('every screen they may open', async ({ page }, testInfo) => {
        test.setTimeout(240_000);
        for (const screen of screensFor(visitor)) {
          await open(page, screen);
          await expectNoSeriousViolations(page, testInfo, `${screen.path} as ${visitor}`);
        }
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
      for (const screen of [
        { path: '/', title: 'Public Map', remote: 'mfe-map' },
        {
          path: '/login',
          title: 'A System for Real-time Data Collection, Management, Visualization and Analytic',
        },
        { path: '/admin/users-management', title: 'Users Management', remote: 'mfe-admin' },
      ]) {
        await open(page, screen);
        await expectNoSeriousViolations(page, testInfo, `${screen.path} in ${theme}`);
      }
    });
  });
}
