import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { SIGNED_IN_DIR } from './environment';

/** The demo users of docs/operating/demo-data.md, one per role. */
export const DEMO_USERS = {
  admin: { email: 'admin@headgate.test', role: 'Administrator', name: 'Alex Admin' },
  developer: { email: 'developer@headgate.test', role: 'Developer', name: 'Dana Developer' },
  data: { email: 'data@headgate.test', role: 'All Data User', name: 'Drew Data' },
  user: { email: 'user@headgate.test', role: 'User', name: 'Uma User' },
  photos: { email: 'photos@headgate.test', role: 'River Photos', name: 'Pat Photos' },
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'headgate-demo';

/** Fills the provider's login form the page is on and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the top bar's Login button and the real login page. */
export async function signInFromTopBar(page: Page, user: DemoUser): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  await submitLogin(page, DEMO_USERS[user].email);
  await expectSignedIn(page, user);
}

/** Waits until the shell shows the user as signed in, back from the provider's callback. */
export async function expectSignedIn(page: Page, user: DemoUser): Promise<void> {
  await expect(page).not.toHaveURL(/\/auth\/callback|\/oidc\//);
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('..')).toContainText(
    DEMO_USERS[user].name,
  );
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
}

type SavedState = Awaited<ReturnType<BrowserContext['storageState']>>;
interface Saved {
  state: SavedState;
  savedAt: number;
}

/**
 * Access tokens live 10 minutes. A test started from an older copy renews the session itself,
 * and renewal rotates the refresh token every copy shares: the provider sees the next copy's
 * reuse as theft and ends the grant (the next test is sent to the login page). A copy is kept
 * for half a token's life, so no test ever needs to renew it.
 */
const SAVED_STATE_MAX_AGE_MS = 5 * 60_000;

const sharedFile = (user: DemoUser) => path.join(SIGNED_IN_DIR, `${user}.json`);

/** The copy the run's workers last saved for this user, if it is young enough. */
function youngCopy(user: DemoUser): SavedState | undefined {
  let saved: Saved;
  try {
    saved = JSON.parse(fs.readFileSync(sharedFile(user), 'utf8')) as Saved;
  } catch {
    return undefined; // No worker has saved one yet.
  }
  return Date.now() - saved.savedAt < SAVED_STATE_MAX_AGE_MS ? saved.state : undefined;
}

/** Saves a copy for the run's workers, written whole before it is renamed in. */
function saveCopy(user: DemoUser, saved: Saved): void {
  fs.mkdirSync(SIGNED_IN_DIR, { recursive: true });
  const partial = `${sharedFile(user)}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(saved));
  fs.renameSync(partial, sharedFile(user));
}

/** Forgets the copies an earlier run saved: its server, and so its sessions, are gone. */
export function clearSignedInCopies(): void {
  fs.rmSync(SIGNED_IN_DIR, { recursive: true, force: true });
}

/**
 * The browser storage of a signed-in demo user, signing in once per user every few minutes for
 * all of a run's workers (a sign-in costs 5–8 s of CPU here): tests that are about something else
 * start signed in without walking the login page each time.
 */
export async function signedInState(browser: Browser, baseURL: string, user: DemoUser) {
  const young = youngCopy(user);
  if (young) return young;
  // Empty storage said outright: a context opened inside a test inherits the test's own sign-in.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('headgate.map.disclaimerAccepted', 'true'));
  await page.goto('/');
  await signInFromTopBar(page, user);
  const state = await context.storageState();
  await context.close();
  saveCopy(user, { state, savedAt: Date.now() });
  return state;
}
