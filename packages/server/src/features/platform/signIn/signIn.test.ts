import path from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import {
  createUserDirectory,
  FAILURES_PER_EMAIL,
  hashPassword,
  WRONG_CREDENTIALS_MESSAGE,
} from '@headgate/identity';
import { AUTH_SETTINGS_PATH } from '@headgate/contracts/authSettings';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { readConfig } from '../../../config';
import { createServer } from '../../../createServer';
import { inTransaction } from '../../../core/database/inTransaction';
import { prepareDatabase } from '../../../prepareDatabase';
import { freshDatabase } from '../../../core/database/testing/testDatabases';
import { ensureDemoUsers } from '../../../../demo/demoAccounts';
import { shellOrigins } from './embeddedIdentity';
import { signInClient } from './testing/signInClient';

jest.setTimeout(60_000);

const ORIGIN = 'http://localhost:8080';
const PASSWORD = 'demo-password-1';

describe('embedded sign-in', () => {
  const api = useTestApi('pglite', (db) => ensureDemoUsers(db, PASSWORD).then(() => undefined));
  const client = () => signInClient(api.app, { origin: ORIGIN, clientId: 'headgate-shell' });

  it('signs a user in with authorization code + PKCE; the API accepts the access token', async () => {
    const tokens = await client().signIn('admin@headgate.test', PASSWORD);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: `${ORIGIN}/oidc`,
      aud: 'headgate-api',
      sub: 'headgate|demo-admin',
      'https://headgate.dev/roles': ['Administrator'],
      'https://headgate.dev/landing_page': 1,
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      email: 'admin@headgate.test',
      name: 'Alex Admin',
      nickname: 'alex',
      'https://headgate.dev/roles': ['Administrator'],
      'https://headgate.dev/landing_page': 1,
    });
    const users = await api.app.inject({
      url: '/api/users-management/users',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(users.statusCode).toBe(200);
  });

  it('renews the session with the refresh token', async () => {
    const session = client();
    const tokens = await session.signIn('data@headgate.test', PASSWORD);
    const renewed = await session.refresh(tokens.refresh_token!);
    expect(renewed.statusCode).toBe(200);
    expect(decodeJwt(renewed.json<{ access_token: string }>().access_token)).toMatchObject({
      sub: 'headgate|demo-data',
      'https://headgate.dev/roles': ['All Data User'],
      'https://headgate.dev/landing_page': 2,
    });
  });

  it('shows the login form with Email, Password and Sign in, loading nothing from elsewhere', async () => {
    const page = await client().start();
    if (page instanceof URL) throw new Error('expected the login form');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('>Sign in</button>');
    expect(page.body).not.toMatch(/(src|href)="https?:\/\/(?!localhost)/);
    expect(page.body).not.toContain('@import');
  });

  it('refuses a wrong password with a clear message and keeps the email typed', async () => {
    const session = client();
    const page = await session.start();
    if (page instanceof URL) throw new Error('expected the login form');
    const refused = await session.submitLogin(page, 'user@headgate.test', 'not-the-password');
    if (refused instanceof URL) throw new Error('a wrong password must not sign in');
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain(WRONG_CREDENTIALS_MESSAGE);
    expect(refused.body).toContain('value="user@headgate.test"');
    const retried = await session.submitLogin(refused, 'user@headgate.test', PASSWORD);
    expect(retried).toBeInstanceOf(URL);
  });

  it('slows down password guessing: after the allowed failures even the right password waits', async () => {
    const session = client();
    let page = await session.start();
    for (let attempt = 0; attempt < FAILURES_PER_EMAIL; attempt++) {
      if (page instanceof URL) throw new Error('expected the login form');
      page = await session.submitLogin(page, 'photos@headgate.test', `guess-${attempt}`);
    }
    if (page instanceof URL) throw new Error('expected the login form');
    const blocked = await session.submitLogin(page, 'photos@headgate.test', PASSWORD);
    if (blocked instanceof URL) throw new Error('the email must be blocked for now');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many failed sign-ins. Try again in 15 minutes.');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('checks one password hash of the same cost whether or not a user has the email, so an unknown email answers no sooner', async () => {
    const checked: string[] = [];
    const users = createUserDirectory(api.db.pool, inTransaction, {
      verifyPassword: async (_password, stored) => {
        checked.push(stored);
        return false;
      },
    });
    expect(await users.verifyCredentials('nobody@headgate.test', 'a-guess')).toBeUndefined();
    expect(checked).toHaveLength(1);
    expect(await users.verifyCredentials('user@headgate.test', 'a-guess')).toBeUndefined();
    expect(checked).toHaveLength(2);
    // Scheme, N, r and p, and the salt's and key's lengths, of a real hash.
    const shape = (hash: string) =>
      hash.split('$').map((part, index) => (index < 4 ? part : part.length));
    const [unknownEmail, knownEmail] = checked.map(shape);
    expect(unknownEmail).toEqual(shape(await hashPassword('any password')));
    expect(knownEmail).toEqual(unknownEmail);
  });

  type Session = ReturnType<typeof client>;

  /** The provider's sign-out page, opened as the shell's Log out opens it (RP-initiated logout). */
  async function signOutPage(session: Session, idToken: string) {
    const query = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${ORIGIN}/`,
      client_id: 'headgate-shell',
    });
    const page = await api.app.inject({
      url: `/oidc/session/end?${query}`,
      cookies: Object.fromEntries(session.cookies),
    });
    for (const cookie of page.cookies) session.cookies.set(cookie.name, cookie.value);
    return page;
  }

  /** Submits the sign-out page's form as its button does: its action, its hidden fields. */
  function pressSignOut(session: Session, page: { body: string }) {
    const form = /<form id="op\.logoutForm"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(
      page.body,
    );
    if (!form) throw new Error(`No sign-out form in: ${page.body.slice(0, 300)}`);
    const fields = [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
    return api.app.inject({
      method: 'POST',
      url: new URL(form[1]!, ORIGIN).pathname,
      cookies: Object.fromEntries(session.cookies),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields.map(([, name, value]) => [name!, value!])).toString(),
    });
  }

  const refusedGrant = (answer: { statusCode: number; json: () => unknown }) => ({
    status: answer.statusCode,
    error: (answer.json() as { error?: string }).error,
  });

  it('signs out with the button of its sign-out page, returns to the shell and revokes the refresh token', async () => {
    const session = client();
    const tokens = await session.signIn('developer@headgate.test', PASSWORD);
    const page = await signOutPage(session, tokens.id_token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<form id="op\.logoutForm"[^>]*>[\s\S]*<button type="submit"[^>]*>Sign out<\/button>\s*<\/form>/,
    );
    const done = await pressSignOut(session, page);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${ORIGIN}/`);
    expect(refusedGrant(await session.refresh(tokens.refresh_token!))).toEqual({
      status: 400,
      error: 'invalid_grant',
    });
  });

  it('does not sign out on opening the sign-out page alone: no script submits it (logout CSRF)', async () => {
    const session = client();
    const tokens = await session.signIn('user@headgate.test', PASSWORD);
    const page = await signOutPage(session, tokens.id_token);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toContain('.submit()');
    expect((await api.app.inject('/oidc/assets/submit-logout.js')).statusCode).toBe(404);
    // The session lives on: its refresh token still renews, and a sign-in needs no password.
    expect((await session.refresh(tokens.refresh_token!)).statusCode).toBe(200);
    expect(await session.start()).toBeInstanceOf(URL);
  });

  it('revokes at sign-out a refresh token asked for with offline_access and consent', async () => {
    const session = client();
    const tokens = await session.signIn('admin@headgate.test', PASSWORD, {
      scope: 'openid profile email offline_access',
      extra: { prompt: 'consent' },
    });
    const renewed = await session.refresh(tokens.refresh_token!);
    expect(renewed.statusCode).toBe(200);
    const { refresh_token: rotated } = renewed.json<{ refresh_token: string }>();
    expect(
      (await pressSignOut(session, await signOutPage(session, tokens.id_token))).statusCode,
    ).toBe(303);
    for (const refreshToken of [rotated, tokens.refresh_token!]) {
      expect(refusedGrant(await session.refresh(refreshToken))).toEqual({
        status: 400,
        error: 'invalid_grant',
      });
    }
  });

  it('tells the shell how to sign in', async () => {
    const settings = await api.app.inject(AUTH_SETTINGS_PATH);
    expect(settings.json()).toEqual({
      issuer: 'http://localhost:8080/oidc',
      clientId: 'headgate-shell',
      audience: 'headgate-api',
      rolesClaim: 'https://headgate.dev/roles',
      landingPageClaim: 'https://headgate.dev/landing_page',
      scope: 'openid profile email',
    });
  });
});

describe('the provider across restarts and settings', () => {
  // The workspace root, where the migrations live; no demo data is loaded.
  const root = path.resolve(__dirname, '../../../../../..');

  it('generates its signing key once and keeps it in the database', async () => {
    const db = await freshDatabase('pglite');
    try {
      const config = readConfig(
        { LOG_LEVEL: 'silent', HEADGATE_DEMO: 'false', HEADGATE_JOBS: 'off' },
        root,
      );
      await prepareDatabase(db, config, () => undefined);
      const kids = [];
      for (let start = 0; start < 2; start++) {
        const app = await createServer(config, db);
        kids.push(
          (await app.inject('/oidc/jwks')).json<{ keys: { kid: string }[] }>().keys[0]!.kid,
        );
        await app.close();
      }
      expect(kids[0]).toBe(kids[1]);
      const stored = await db.pool.query('SELECT name FROM identity_secrets ORDER BY name');
      expect(stored.rows.map((row) => row.name)).toEqual(['cookie-keys', 'signing-keys']);
    } finally {
      await db.close();
    }
  });

  it('creates no demo users when HEADGATE_DEMO=false', async () => {
    const db = await freshDatabase('pglite');
    try {
      const config = readConfig(
        { LOG_LEVEL: 'silent', HEADGATE_DEMO: 'false', HEADGATE_JOBS: 'off' },
        root,
      );
      await prepareDatabase(db, config, () => undefined);
      expect((await db.pool.query('SELECT * FROM identity_users')).rowCount).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('accepts the shell on the public URL and its loopback twin', () => {
    expect(shellOrigins('http://localhost:8080')).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    expect(shellOrigins('https://water.example.org/')).toEqual(['https://water.example.org']);
  });
});
