import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ARTIFACTS_DIR } from '../support/environment';
import { areaTitle, expect, test } from '../support/fixtures';
import { signedInState, submitLogin } from '../support/signIn';

const SM = '/data-access/system-management';
// Names unique to this run: the e2e database outlives a run, and a retry must not meet its own rows.
const RUN = Date.now().toString(36);
const TRIGGER = Number(((Date.now() % 900) / 100 + 1).toFixed(2));
// Rounded again: 5.88 + 10 is 15.879999999999999 in floating point, which no row shows.
const RAISED = Number((TRIGGER + 10).toFixed(2));
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });

/** Picks an option of a labelled MUI select. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/** Drags the location map's marker (drawn at the map's centre) by `by` pixels. */
async function dragMarker(page: Page, map: Locator, by: { x: number; y: number }) {
  // The mouse works in the viewport: bring the whole map into it first, and wait until it has
  // stopped moving there (a press taken mid-scroll lands beside the marker).
  await map.scrollIntoViewIfNeeded();
  let box = (await map.boundingBox())!;
  await expect
    .poll(async () => {
      const previous = box;
      box = (await map.boundingBox())!;
      return box.x === previous.x && box.y === previous.y;
    })
    .toBe(true);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + by.x / 2, centre.y + by.y / 2, { steps: 5 });
  await page.mouse.move(centre.x + by.x, centre.y + by.y, { steps: 5 });
  await page.mouse.up();
}

/**
 * Drags the marker and waits until the form shows another place. Now and then, in headless
 * Chromium on a busy machine, a press lands without OpenLayers picking the marker up (cause not
 * yet found; see the stop note of 2026-11-26): it is pressed again, at most three times, so the
 * journey is tested and a marker that never moves still fails.
 */
async function moveMarker(
  page: Page,
  map: Locator,
  form: Locator,
  by: { x: number; y: number },
  from: [number, number],
) {
  for (let attempt = 1; ; attempt += 1) {
    await dragMarker(page, map, by);
    try {
      await expect.poll(() => coordinatesOf(form), { timeout: 3_000 }).not.toEqual(from);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** The latitude and longitude a location form shows. */
async function coordinatesOf(form: Locator): Promise<[number, number]> {
  return [
    Number(await form.getByRole('spinbutton', { name: /Latitude/ }).inputValue()),
    Number(await form.getByRole('spinbutton', { name: /Longitude/ }).inputValue()),
  ];
}

test.describe('system management, as an Administrator', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 1000 } });

  test('creates, edits and deletes an alert, and shows what changed in its history', async ({
    page,
  }) => {
    await page.goto(`${SM}/alerts-management`);
    await expect(areaTitle(page, 'mfe-admin')).toHaveText('Alerts Management');
    await expect(
      page.getByRole('grid', { name: 'Alert requests' }).getByRole('row'),
    ).not.toHaveCount(1);
    await page.getByRole('button', { name: 'Add Alert' }).click();
    const form = page.getByRole('region', { name: 'New Alert' });
    await expect(form.getByText('*Select a location first')).toBeVisible();
    await choose(page, /Alert Type/, 'Below trigger value');
    await choose(page, /^Location/, 'Platte Valley Reservoir Outlet');
    await choose(page, /^Parameter/, 'Flow (cfs)');
    await form.getByRole('spinbutton', { name: /Trigger Value/ }).fill(String(TRIGGER));
    await form.getByRole('spinbutton', { name: /Reset Hours/ }).fill('6');
    await choose(page, /^Send To/, 'Reservoir operators (group)');
    await expect(form.getByLabel('Send To Details')).toHaveValue(/engineer@example.org/);
    await shot(page, 'alerts-new-1440');
    await form.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'New entry was saved to the database');
    await expect(form).toHaveCount(0);

    const row = page
      .getByRole('row')
      .filter({ hasText: 'Platte Valley Reservoir Outlet' })
      .filter({ hasText: String(TRIGGER) });
    // Enabled is edited in the table itself (a PATCH of that one field).
    await row.getByRole('switch', { name: /enabled/ }).click();
    await expectToast(page, 'New data was updated to the database');
    await expect(row.getByRole('switch', { name: /enabled/ })).not.toBeChecked();
    await row.getByRole('button', { name: /^Edit alert/ }).click();
    const edit = page.getByRole('region', { name: /^Editing Alert/ });
    await edit.getByRole('spinbutton', { name: /Trigger Value/ }).fill(String(RAISED));
    const edited = page
      .getByRole('row')
      .filter({ hasText: 'Platte Valley Reservoir Outlet' })
      .filter({ hasText: String(RAISED) });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'New data was updated to the database');
    await edited.getByRole('button', { name: /^Edit alert/ }).click();
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('list', { name: 'History' })).toContainText(
      `trigger_value: ${TRIGGER} → ${RAISED}`,
    );
    await expect(page.getByRole('list', { name: 'History' })).toContainText('Alex Admin');
    await shot(page, 'alerts-history-1440');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await edited.getByRole('button', { name: /^Delete alert/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'This entry was deleted from the database');
    await expect(edited).toHaveCount(0);
  });

  test('creates, edits and deletes a contact and a group; one in use cannot be deleted', async ({
    page,
  }) => {
    await page.goto(`${SM}/contacts`);
    await page.getByRole('button', { name: 'Add contact' }).click();
    const form = page.getByRole('region', { name: 'New Contact' });
    await form.getByLabel(/Contact Address/).fill('not an address');
    await expect(form.getByText('*Requires a valid email address')).toBeVisible();
    await form.getByLabel(/Contact Address/).fill(`gate.keeper.${RUN}@example.org`);
    await form.getByLabel(/Contact Name/).fill(`Gate Keeper ${RUN}`);
    await form.getByLabel(/Organisation/).fill('Ditch Co.');
    await form.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'New entry was saved to the database');
    const row = page.getByRole('row').filter({ hasText: `Gate Keeper ${RUN}` });
    await row.getByRole('button', { name: `Edit Gate Keeper ${RUN}` }).click();
    const edit = page.getByRole('region', { name: /^Editing Contact/ });
    await edit.getByLabel(/Organisation/).fill('District');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'New data was updated to the database');
    await expect(row).toContainText('District');
    // The engineer is in a group and gets an alert: Delete is not offered.
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Sam Engineer' })
        .getByRole('button', { name: 'Delete Sam Engineer' }),
    ).toBeDisabled();
    await shot(page, 'contacts-1440');
    await row.getByRole('button', { name: `Delete Gate Keeper ${RUN}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'This entry was deleted from the database');

    await page.goto(`${SM}/groups`);
    await page.getByRole('button', { name: 'Add group' }).click();
    await page
      .getByRole('region', { name: 'New Group' })
      .getByLabel(/^Group/)
      .fill(`Ditch riders ${RUN}`);
    await page.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'New entry was saved to the database');
    const group = page.getByRole('row').filter({ hasText: `Ditch riders ${RUN}` });
    await group.getByRole('button', { name: `Edit Ditch riders ${RUN}` }).click();
    await page
      .getByRole('region', { name: /^Editing Group/ })
      .getByLabel(/Remark/)
      .fill('Summer crew');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'New data was updated to the database');
    // The demo's operators get alerts: Delete is off, and hovering says what uses the group.
    const used = page
      .getByRole('row')
      .filter({ hasText: 'Reservoir operators' })
      .getByRole('button', { name: 'Delete Reservoir operators' });
    await expect(used).toBeDisabled();
    await used.locator('..').hover();
    await expect(page.getByRole('tooltip')).toContainText(
      /^Used by alert \d+.*: it cannot be deleted\.$/,
    );
    await group.getByRole('button', { name: `Delete Ditch riders ${RUN}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'This entry was deleted from the database');
  });

  test('two people edit one group: the later save is refused with who changed it, keeps the input, and Reload shows theirs', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers, one signing in, and five saves: more than one page's budget.
    test.setTimeout(90_000);
    const name = `Canal crew ${RUN}`;
    await page.goto(`${SM}/groups`);
    await page.getByRole('button', { name: 'Add group' }).click();
    await page
      .getByRole('region', { name: 'New Group' })
      .getByLabel(/^Group/)
      .fill(name);
    await page.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'New entry was saved to the database');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const mine = page.getByRole('region', { name: /^Editing Group/ });
    await expect(mine.getByLabel(/Remark/)).toBeVisible();

    // Meanwhile a developer, in a browser of their own, changes the same group.
    const elsewhere = await browser.newContext({
      storageState: await signedInState(browser, baseURL!, 'developer'),
    });
    const theirs = await elsewhere.newPage();
    await theirs.goto(`${SM}/groups`);
    await theirs
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await theirs
      .getByRole('region', { name: /^Editing Group/ })
      .getByLabel(/Remark/)
      .fill('Night shift');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expectToast(theirs, 'New data was updated to the database');
    await elsewhere.close();

    await mine.getByLabel(/Remark/).fill('Day shift');
    await mine.getByRole('button', { name: 'Save' }).click();
    const notice = mine.getByRole('alert').filter({ hasText: 'since you opened it' });
    await expect(notice).toContainText(/^Changed by Dana Developer at .+ since you opened it\./);
    await expect(notice).toContainText('Your changes are kept below; Reload to see theirs.');
    await expect(mine.getByLabel(/Remark/)).toHaveValue('Day shift');
    await shot(page, 'stale-record-refused');

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(mine.getByLabel(/Remark/)).toHaveValue('Night shift');
    await mine.getByLabel(/Remark/).fill('Day shift');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'New data was updated to the database');
    await expect(row).toContainText('Day shift');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'This entry was deleted from the database');
  });

  test('saves a group’s contacts and finds them again after a reload', async ({ page }) => {
    const operators = () =>
      page
        .getByRole('list', { name: 'Groups' })
        .getByRole('button', { name: /Reservoir operators/ });
    const tick = (name: string) => page.getByRole('checkbox', { name: `Associate ${name}` });
    const save = async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Associations successfully saved.')).toBeVisible();
    };
    await page.goto(`${SM}/associate-contacts-and-groups`);
    await operators().click();
    await expect(tick('Sam Engineer')).toBeChecked();
    await page.getByRole('button', { name: 'Select None' }).click();
    await tick('Dana Rider').check();
    await save();
    await shot(page, 'groups-to-contacts-1440');

    await page.reload();
    await operators().click();
    await page.getByRole('button', { name: 'Selected only' }).click();
    await expect(page.getByRole('checkbox', { name: /^Associate/ })).toHaveCount(1);
    await expect(tick('Dana Rider')).toBeChecked();

    // Back to the demo's set: the engineer and the on-call phone.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: 'Select None' }).click();
    await tick('Sam Engineer').check();
    await tick('On-call phone').check();
    await save();
  });

  test('creates a location whose marker and coordinates move together, then deletes it', async ({
    page,
  }) => {
    await page.goto(`${SM}/locations-setup`);
    await page.getByRole('button', { name: 'Add location' }).click();
    const form = page.getByRole('region', { name: 'Creating New Location' });
    await form.getByLabel(/Location ID/).fill(`E2E-${RUN}`);
    await form.getByLabel(/Display Abbreviation/).fill('E2E');
    await form.getByLabel(/Full Name/).fill(`E2E Test Gage ${RUN}`);
    await choose(page, /Location Type/, 'Stream Gage');
    await choose(page, /Waterbody/, 'South Platte River');
    await form.getByRole('spinbutton', { name: /Latitude/ }).fill('95');
    await expect(form.getByText('Invalid coordinate')).toBeVisible();
    await form.getByRole('spinbutton', { name: /Latitude/ }).fill('40.1');
    await form.getByRole('spinbutton', { name: /Longitude/ }).fill('-104.8');
    const map = form.getByRole('region', { name: /Location map/ });
    await expect(map).toHaveAttribute('data-marker', '40.1,-104.8');
    await expect(map).toHaveAttribute('data-rendered', '40.1,-104.8');
    await expect(form.getByText(/Elevation: no terrain service is configured/)).toBeVisible();
    await moveMarker(page, map, form, { x: 60, y: 40 }, [40.1, -104.8]);
    const [latitude, longitude] = await coordinatesOf(form);
    expect(latitude).toBeLessThan(40.1);
    expect(longitude).toBeGreaterThan(-104.8);
    expect(String(latitude).split('.')[1]!.length).toBeLessThanOrEqual(5);
    await expect(map).toHaveAttribute('data-marker', `${latitude},${longitude}`);
    await shot(page, 'location-new-1440');
    await form.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'New entry was saved to the database');
    const row = page.getByRole('row').filter({ hasText: `E2E Test Gage ${RUN}` });

    // Edit it: a new name and the marker dragged again; a reload shows both stored.
    await row.getByRole('button', { name: `Edit E2E Test Gage ${RUN}` }).click();
    const edit = page.getByRole('region', { name: 'Editing Existing Location' });
    await edit.getByLabel(/Full Name/).fill(`E2E Test Gage ${RUN} moved`);
    const editMap = edit.getByRole('region', { name: /Location map/ });
    await expect(editMap).toHaveAttribute('data-rendered', `${latitude},${longitude}`);
    await moveMarker(page, editMap, edit, { x: -50, y: -30 }, [latitude, longitude]);
    const [movedLatitude, movedLongitude] = await coordinatesOf(edit);
    expect(movedLatitude).toBeGreaterThan(latitude);
    expect(movedLongitude).toBeLessThan(longitude);
    await expect(editMap).toHaveAttribute('data-marker', `${movedLatitude},${movedLongitude}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'New data was updated to the database');
    await page.reload();
    await row.getByRole('button', { name: `Edit E2E Test Gage ${RUN} moved` }).click();
    const reloaded = page.getByRole('region', { name: 'Editing Existing Location' });
    await expect(reloaded.getByLabel(/Full Name/)).toHaveValue(`E2E Test Gage ${RUN} moved`);
    expect(await coordinatesOf(reloaded)).toEqual([movedLatitude, movedLongitude]);
    await expect(reloaded.getByRole('region', { name: /Location map/ })).toHaveAttribute(
      'data-marker',
      `${movedLatitude},${movedLongitude}`,
    );
    await reloaded.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: `Delete E2E Test Gage ${RUN}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'This entry was deleted from the database');
  });

  test('creates a user who can then sign in', async ({ page, browser, baseURL }) => {
    await page.goto('/admin/users-management');
    await page.getByRole('button', { name: 'Add user' }).click();
    const form = page.getByRole('region', { name: 'New User' });
    await form.getByLabel(/Full Name/).fill('Riley Rider');
    await form.getByLabel(/Nickname/).fill('riley');
    await form.getByLabel(/Email/).fill(`riley.${RUN}@headgate.test`);
    await form.getByLabel(/Password/).fill('short');
    await expect(form.getByText('Must be at least 8 characters')).toBeVisible();
    await form.getByLabel(/Password/).fill('riley-rides-2026');
    await choose(page, /^Role/, 'All Data User');
    await choose(page, /Landing Page/, 'Query & Download');
    await form.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'This user was successfully created');
    await page.getByRole('textbox', { name: 'Search Users' }).fill('riley');
    await expect(
      page.getByRole('row').filter({ hasText: `riley.${RUN}@headgate.test` }),
    ).toBeVisible();
    await shot(page, 'users-1440');

    const fresh = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 1000 },
      storageState: { cookies: [], origins: [] },
    });
    const rider = await fresh.newPage();
    await rider.addInitScript(() =>
      sessionStorage.setItem('headgate.map.disclaimerAccepted', 'true'),
    );
    // A page for data users: an anonymous visitor is sent to sign in first.
    await rider.goto('/data-access/query-and-download/facilities');
    await submitLogin(rider, `riley.${RUN}@headgate.test`, 'riley-rides-2026');
    await expect(rider.getByRole('navigation', { name: 'Main' }).locator('..')).toContainText(
      'Riley Rider',
    );
    await fresh.close();
  });
});

test.describe('server jobs, as an Administrator', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 1000 } });

  test('Run Now runs an import at once and its outcome shows in the runs', async ({ page }) => {
    await page.goto(`${SM}/imports-configuration`);
    const row = page.getByRole('row').filter({ hasText: 'Fort Lupton Augmentation Well 1' });
    await expect(row).toContainText(/Succeeded: \d+ written/);
    await row.getByRole('button', { name: /^Edit/ }).click();
    const form = page.getByRole('region', { name: 'Editing Import Configuration "2"' });
    const runs = form.getByRole('list', { name: 'Import runs' }).getByRole('listitem');
    // The row says it has run: count the runs once the list has them, not while it loads.
    await expect(runs.first()).toBeVisible();
    const before = await runs.count();
    await form.getByRole('switch', { name: /Run Now/ }).click();
    await expect(form.getByRole('switch', { name: /Run Now/ })).toBeChecked();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'New data was updated to the database');
    await row.getByRole('button', { name: /^Edit/ }).click();
    await expect(runs).toHaveCount(before + 1, { timeout: 20_000 });
    await expect(runs.first()).toContainText('succeeded');
    await expect(runs.first()).toContainText('rejected 0');
    await shot(page, 'import-runs-1440');
  });

  test('an alert that fires lands in the outbox, waiting for SMTP', async ({ page }) => {
    await page.goto(`${SM}/alerts-management`);
    await page.getByRole('button', { name: 'Add Alert' }).click();
    const form = page.getByRole('region', { name: 'New Alert' });
    await choose(page, /Alert Type/, 'Above trigger value');
    await choose(page, /^Location/, 'Lupton Bottoms Reservoir Inlet');
    await choose(page, /^Parameter/, 'Flow (cfs)');
    await form.getByRole('spinbutton', { name: /Trigger Value/ }).fill('0.5');
    await form.getByRole('spinbutton', { name: /Reset Hours/ }).fill('24');
    await choose(page, /^Send To/, 'Sam Engineer');
    await form.getByLabel('Custom Location Name').fill(`Inlet ${RUN}`);
    await form.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'New entry was saved to the database');
    await page.getByRole('button', { name: /^Outbox/ }).click();
    const message = page
      .getByRole('grid', { name: 'Alert outbox' })
      .getByRole('row')
      .filter({ hasText: `Inlet ${RUN}` });
    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: /^Outbox/ }).click();
      await expect(message).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(message).toContainText('engineer@example.org');
    await expect(message).toContainText('No SMTP server is configured');
    await shot(page, 'alerts-outbox-1440');
  });
});
