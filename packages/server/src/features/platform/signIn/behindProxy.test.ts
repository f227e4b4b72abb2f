import { FAILURES_PER_ADDRESS } from '@headgate/identity';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { ensureDemoUsers } from '../../../../demo/demoAccounts';
import { signInClient } from './testing/signInClient';

jest.setTimeout(120_000);

const ORIGIN = 'http://localhost:8080';
const PASSWORD = 'demo-password-1';
const PROXY = '10.0.0.1';

describe('sign-in behind a trusted proxy (TRUST_PROXY)', () => {
  const api = useTestApi('pglite', (db) => ensureDemoUsers(db, PASSWORD).then(() => undefined), {
    TRUST_PROXY: PROXY,
  });
  /** A browser at `client`, reaching the server through the proxy, or directly when `from` says. */
  const browser = (client: string, options: { from?: string; proto?: string } = {}) =>
    signInClient(api.app, {
      origin: ORIGIN,
      clientId: 'headgate-shell',
      remoteAddress: options.from ?? PROXY,
      headers: { 'x-forwarded-for': client, 'x-forwarded-proto': options.proto ?? 'http' },
    });

  /** Tries a wrong password (with an email of its own, so only the address limit counts). */
  async function failOnce(session: ReturnType<typeof browser>, attempt: string) {
    const page = await session.start();
    if (page instanceof URL) throw new Error('expected the login form');
    const refused = await session.submitLogin(page, `guess-${attempt}@example.org`, 'wrong');
    if (refused instanceof URL) throw new Error('a wrong password must not sign in');
    return refused.statusCode;
  }

  it('counts failed sign-ins per forwarded client address, and only from the proxy', async () => {
    const guesser = browser('198.51.100.1');
    for (let attempt = 0; attempt < FAILURES_PER_ADDRESS; attempt++) {
      expect(await failOnce(guesser, `a${attempt}`)).toBe(401);
    }
    expect(await failOnce(guesser, 'a-last')).toBe(429);
    // Another client behind the same proxy is not locked out by the first one's guesses…
    expect(await failOnce(browser('198.51.100.2'), 'b')).toBe(401);
    // …and a client reaching the server directly cannot pass for the locked-out one.
    expect(await failOnce(browser('198.51.100.1', { from: '203.0.113.5' }), 'c')).toBe(401);
  });

  const secureFlags = (session: ReturnType<typeof browser>) =>
    session.responses.flatMap((response) =>
      response.cookies.map((cookie) => `${cookie.name} ${cookie.secure === true}`),
    );

  it('sets Secure cookies when the proxy says the browser used https', async () => {
    const session = browser('198.51.100.5', { proto: 'https' });
    const tokens = await session.signIn('user@headgate.test', PASSWORD);
    expect(tokens.access_token).toBeTruthy();
    const flags = secureFlags(session);
    expect(flags).toEqual(expect.arrayContaining(['_interaction true', '_session true']));
    expect(flags.filter((flag) => flag.endsWith('false'))).toEqual([]);
  });

  it('sets no Secure cookie over http, nor for https claimed by a peer that is not the proxy', async () => {
    for (const session of [
      browser('198.51.100.6'),
      browser('198.51.100.7', { from: '203.0.113.5', proto: 'https' }),
    ]) {
      await session.signIn('user@headgate.test', PASSWORD);
      const flags = secureFlags(session);
      expect(flags).toEqual(expect.arrayContaining(['_interaction false', '_session false']));
      expect(flags.filter((flag) => flag.endsWith('true'))).toEqual([]);
    }
  });
});
