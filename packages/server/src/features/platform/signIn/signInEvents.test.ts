import { createUserDirectory, FAILURES_PER_EMAIL } from '@headgate/identity';
import { DEFAULT_ROLE_ID, type SignInEventEntry } from '@headgate/contracts';
import { resetPassword } from '../../usersManagement/administrators/administratorAccounts';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { inTransaction } from '../../../core/database/inTransaction';
import { ensureDemoUsers } from '../../../../demo/demoAccounts';
import { pipelineSecret, requestPipelineToken } from '../../release/releases/testing/teamClients';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { signInClient } from './testing/signInClient';

jest.setTimeout(60_000);

const ORIGIN = 'http://localhost:8080';
const PASSWORD = 'demo-password-1';
const SECRET = pipelineSecret();
const EVENTS = '/api/audit/sign-in-events';
/** Where the browser's requests come from, as the server's socket sees it (no proxy trusted). */
const ADDRESS = '198.51.100.7';

describe('sign-in events in the audit trail', () => {
  const api = useTestApi('pglite', (db) => ensureDemoUsers(db, PASSWORD).then(() => undefined), {
    RELEASE_CLIENT_SECRET: SECRET,
    RELEASE_CLIENT_REMOTES: 'mfe-map',
  });
  const client = () =>
    signInClient(api.app, { origin: ORIGIN, clientId: 'headgate-shell', remoteAddress: ADDRESS });

  /** The sign-in events as an Administrator reads them, newest first. */
  async function events(query = ''): Promise<SignInEventEntry[]> {
    const answer = await api.app.inject({
      url: `${EVENTS}${query}`,
      headers: await embeddedBearer(api.db, ['Administrator'], 'headgate|demo-admin'),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<SignInEventEntry[]>();
  }

  /** Every stored column of the sign-in rows, as text: what must never hold a password. */
  async function storedText(): Promise<string> {
    const { rows } = await api.db.pool.query(
      "SELECT to_jsonb(audit_log)::text AS row FROM audit_log WHERE entity = 'sign-in'",
    );
    return rows.map((row: { row: string }) => row.row).join('\n');
  }

  /** `headgate_sign_ins_total` by outcome, as `/metrics` answers a loopback caller. */
  async function signInCounts(): Promise<Record<string, number>> {
    const text = (await api.app.inject('/metrics')).body;
    return Object.fromEntries(
      [...text.matchAll(/^headgate_sign_ins_total\{outcome="(\w+)"\} (\d+)$/gm)].map(
        ([, outcome, count]) => [outcome!, Number(count)],
      ),
    );
  }

  it('records a failed then a successful sign-in through the form, with the address and no password', async () => {
    const session = client();
    const page = await session.start();
    if (page instanceof URL) throw new Error('expected the login form');
    const refused = await session.submitLogin(page, '  User@Headgate.TEST ', 'wrong-guess-7731');
    if (refused instanceof URL) throw new Error('a wrong password must not sign in');
    expect(await session.submitLogin(refused, 'user@headgate.test', PASSWORD)).toBeInstanceOf(URL);

    const [succeeded, failed] = await events('?email=user@headgate.test');
    expect(succeeded).toMatchObject({
      outcome: 'signed-in',
      email: 'user@headgate.test',
      subject: 'headgate|demo-user',
      name: expect.any(String),
      address: ADDRESS,
      by: succeeded!.name,
    });
    expect(failed).toMatchObject({
      outcome: 'sign-in-failed',
      email: 'user@headgate.test',
      subject: null,
      address: ADDRESS,
      by: 'user@headgate.test (not authenticated)',
    });
    expect(Date.now() - Date.parse(succeeded!.at)).toBeLessThan(60_000);
    const stored = await storedText();
    expect(stored).not.toContain('wrong-guess-7731');
    expect(stored).not.toContain(PASSWORD);
  });

  it('records an unknown e-mail as typed, trimmed and lower-cased', async () => {
    const session = client();
    const page = await session.start();
    if (page instanceof URL) throw new Error('expected the login form');
    await session.submitLogin(page, ' Nobody@Example.ORG', 'a-guess');
    expect(await events('?email=nobody@example.org')).toEqual([
      expect.objectContaining({ outcome: 'sign-in-failed', email: 'nobody@example.org' }),
    ]);
  });

  it('records a lockout once, when it begins, and counts every refused try', async () => {
    const before = await signInCounts();
    const session = client();
    let page = await session.start();
    for (let attempt = 0; attempt < FAILURES_PER_EMAIL + 2; attempt++) {
      if (page instanceof URL) throw new Error('expected the login form');
      page = await session.submitLogin(page, 'photos@headgate.test', `guess-${attempt}`);
    }
    if (page instanceof URL) throw new Error('expected the login form');
    expect(page.statusCode).toBe(429);
    const trail = await events('?email=photos@headgate.test');
    expect(trail.map((entry) => entry.outcome)).toEqual([
      'locked-out',
      ...Array<string>(FAILURES_PER_EMAIL).fill('sign-in-failed'),
    ]);
    expect(trail[0]).toMatchObject({ address: ADDRESS });
    const after = await signInCounts();
    expect(after.failed! - (before.failed ?? 0)).toBe(FAILURES_PER_EMAIL);
    expect(after.locked! - (before.locked ?? 0)).toBe(2);
  });

  it('counts each sign-in by outcome in headgate_sign_ins_total', async () => {
    const before = await signInCounts();
    await client().signIn('data@headgate.test', PASSWORD);
    const after = await signInCounts();
    expect(after.succeeded! - (before.succeeded ?? 0)).toBe(1);
    expect(after.failed ?? 0).toBe(before.failed ?? 0);
  });

  it('records a sign-out pressed on the provider page, with who and from where', async () => {
    const session = client();
    const tokens = await session.signIn('developer@headgate.test', PASSWORD);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${ORIGIN}/`,
      client_id: 'headgate-shell',
    });
    const page = await api.app.inject({
      url: `/oidc/session/end?${query}`,
      cookies: Object.fromEntries(session.cookies),
      remoteAddress: ADDRESS,
    });
    for (const cookie of page.cookies) session.cookies.set(cookie.name, cookie.value);
    const form = /action="([^"]+)"[\s\S]*?name="xsrf" value="([^"]+)"/.exec(page.body);
    if (!form) throw new Error(`No sign-out form in: ${page.body.slice(0, 300)}`);
    const done = await api.app.inject({
      method: 'POST',
      url: new URL(form[1]!, ORIGIN).pathname,
      cookies: Object.fromEntries(session.cookies),
      remoteAddress: ADDRESS,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf: form[2]!, logout: 'yes' }).toString(),
    });
    expect(done.statusCode).toBe(303);
    expect((await events('?outcome=signed-out'))[0]).toMatchObject({
      email: 'developer@headgate.test',
      subject: 'headgate|demo-developer',
      address: ADDRESS,
    });
  });

  it('records a password set on the Users page, by whom and from where, and by the admin command', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/users-management/users',
      remoteAddress: ADDRESS,
      headers: await embeddedBearer(api.db, ['Administrator'], 'headgate|demo-admin'),
      payload: {
        email: 'Rosa.Diaz@example.org',
        name: 'Rosa Diaz',
        nickname: 'rosa',
        password: 'correct horse battery',
        role: DEFAULT_ROLE_ID,
        landingPageNdx: 1,
        facilities: [],
      },
    });
    expect(created.statusCode).toBe(201);
    const users = createUserDirectory(api.db.pool, inTransaction);
    expect(
      await resetPassword(users, { email: 'rosa.diaz@example.org', password: 'another long one' }),
    ).toHaveProperty('done');

    const [reset, set] = await events('?email=rosa.diaz@example.org');
    const rosa = { outcome: 'password-changed', subject: created.json().auth0_user_id };
    expect(set).toMatchObject({ ...rosa, name: 'Rosa Diaz', address: ADDRESS, by: 'Alex Admin' });
    expect(reset).toMatchObject({
      ...rosa,
      address: null,
      by: expect.stringMatching(/^headgate admin on /),
    });
    const stored = await storedText();
    expect(stored).not.toContain('correct horse battery');
    expect(stored).not.toContain('another long one');
  });

  it("records a release pipeline's token granted and refused", async () => {
    const granted = await requestPipelineToken(api.app, { id: 'headgate-release', secret: SECRET });
    expect(granted.statusCode).toBe(200);
    expect(
      (await requestPipelineToken(api.app, { id: 'headgate-release', secret: 'no' })).statusCode,
    ).toBe(401);
    const [refused, grant] = await events('?email=headgate-release');
    expect(grant).toMatchObject({
      outcome: 'token-granted',
      address: '127.0.0.1',
      by: 'headgate-release',
    });
    expect(refused).toMatchObject({ outcome: 'token-refused', reason: expect.any(String) });
    expect(await storedText()).not.toContain(SECRET);
  });

  it('answers Administrators only, newest first, bounded and filtered', async () => {
    const newest = await events('?limit=2');
    expect(newest).toHaveLength(2);
    expect(newest[0]!.audit_ndx).toBeGreaterThan(newest[1]!.audit_ndx);
    const failed = await events('?outcome=sign-in-failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((entry) => entry.outcome === 'sign-in-failed')).toBe(true);
    const as = async (roles: Parameters<typeof embeddedBearer>[1]) =>
      (await api.app.inject({ url: EVENTS, headers: await embeddedBearer(api.db, roles) }))
        .statusCode;
    expect(await as(['User'])).toBe(403);
    expect(await as(['Developer'])).toBe(403);
    expect((await api.app.inject(EVENTS)).statusCode).toBe(401);
    const tooMany = await api.app.inject({
      url: `${EVENTS}?limit=100000`,
      headers: await embeddedBearer(api.db, ['Administrator']),
    });
    expect(tooMany.statusCode).toBe(400);
    // The record history call does not hand sign-in events to Developers.
    const history = await api.app.inject({
      url: '/api/audit?entity=sign-in&id=user@headgate.test',
      headers: await embeddedBearer(api.db, ['Developer']),
    });
    expect(history.statusCode).toBe(400);
  });
});
