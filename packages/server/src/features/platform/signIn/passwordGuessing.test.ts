import crypto from 'node:crypto';
import {
  CONCURRENT_PASSWORD_HASHES,
  FAILURES_PER_ADDRESS,
  FAILURES_PER_EMAIL,
  hashPassword,
  WRONG_CREDENTIALS_MESSAGE,
} from '@headgate/identity';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { ensureDemoUsers } from '../../../../demo/demoAccounts';
import { signInClient } from './testing/signInClient';

jest.setTimeout(120_000);

const ORIGIN = 'http://localhost:8080';
const PASSWORD = 'demo-password-1';
const WAIT_MESSAGE = 'Too many failed sign-ins. Try again in 15 minutes.';

/**
 * Watches the password hashes (scrypt, which every check and every new hash runs once): how many
 * were computed, and the most at once.
 */
function watchPasswordHashes() {
  const realScrypt = crypto.scrypt;
  const seen = { hashes: 0, mostAtOnce: 0 };
  let running = 0;
  jest.spyOn(crypto, 'scrypt').mockImplementation(((
    ...[password, salt, length, options, done]: Parameters<typeof realScrypt>
  ) => {
    seen.hashes += 1;
    running += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, running);
    realScrypt(password, salt, length, options as crypto.ScryptOptions, (error, key) => {
      running -= 1;
      (done as (error: Error | null, key: Buffer) => void)(error, key);
    });
  }) as typeof realScrypt);
  return seen;
}

afterEach(() => jest.restoreAllMocks());

describe('password guessing against the embedded sign-in', () => {
  const api = useTestApi('pglite', (db) => ensureDemoUsers(db, PASSWORD).then(() => undefined));

  /** Login forms opened from `address`, ready for a password each. */
  async function loginForms(address: string, count: number) {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const session = signInClient(api.app, {
          origin: ORIGIN,
          clientId: 'headgate-shell',
          remoteAddress: address,
        });
        const page = await session.start();
        if (page instanceof URL) throw new Error('expected the login form');
        return { session, page };
      }),
    );
  }
  type LoginForm = Awaited<ReturnType<typeof loginForms>>[number];
  const submit = async ({ session, page }: LoginForm, email: string, password: string) => {
    const answer = await session.submitLogin(page, email, password);
    return answer instanceof URL
      ? { status: 'signed in' as const, body: '' }
      : {
          status: answer.statusCode,
          body: answer.body,
        };
  };
  const attempt = async (address: string, email: string, password: string) =>
    submit((await loginForms(address, 1))[0]!, email, password);

  it('checks at most the allowed passwords of 50 sent at once for one email from one address', async () => {
    const forms = await loginForms('10.0.1.1', 50);
    const hashes = watchPasswordHashes();
    const answers = await Promise.all(
      forms.map((form, index) => submit(form, 'user@headgate.test', `guess-${index}`)),
    );
    expect(hashes.hashes).toBeLessThanOrEqual(FAILURES_PER_EMAIL);
    const refused = answers.filter((answer) => answer.status === 401);
    const waiting = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(hashes.hashes);
    expect(waiting).toHaveLength(50 - hashes.hashes);
    for (const answer of refused) expect(answer.body).toContain(WRONG_CREDENTIALS_MESSAGE);
    for (const answer of waiting) expect(answer.body).toContain(WAIT_MESSAGE);
    expect(hashes.mostAtOnce).toBeLessThanOrEqual(CONCURRENT_PASSWORD_HASHES);
  });

  it('checks at most the allowed passwords of one address sent at once for many emails', async () => {
    const forms = await loginForms('10.0.2.1', FAILURES_PER_ADDRESS + 10);
    const hashes = watchPasswordHashes();
    const answers = await Promise.all(
      forms.map((form, index) => submit(form, `nobody-${index}@headgate.test`, 'a-guess')),
    );
    expect(hashes.hashes).toBeLessThanOrEqual(FAILURES_PER_ADDRESS);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      forms.length - hashes.hashes,
    );
  });

  it('signs in with the right password after wrong ones, and gives the email its attempts back', async () => {
    const address = '10.0.3.1';
    for (let failure = 1; failure < FAILURES_PER_EMAIL; failure++) {
      expect((await attempt(address, 'photos@headgate.test', `guess-${failure}`)).status).toBe(401);
    }
    expect((await attempt(address, 'photos@headgate.test', PASSWORD)).status).toBe('signed in');
    for (let failure = 0; failure < FAILURES_PER_EMAIL; failure++) {
      expect((await attempt(address, 'photos@headgate.test', `again-${failure}`)).status).toBe(401);
    }
    expect((await attempt(address, 'photos@headgate.test', PASSWORD)).status).toBe(429);
  });

  it('gives the address back the attempt of a sign-in that succeeds', async () => {
    const address = '10.0.4.1';
    const forms = await loginForms(address, FAILURES_PER_ADDRESS - 1);
    const failed = await Promise.all(
      forms.map((form, index) => submit(form, `stranger-${index}@headgate.test`, 'a-guess')),
    );
    expect(failed.every((answer) => answer.status === 401)).toBe(true);
    expect((await attempt(address, 'data@headgate.test', PASSWORD)).status).toBe('signed in');
    // The address has used all but one of its attempts on failures: the success took none.
    expect((await attempt(address, 'stranger-last@headgate.test', 'a-guess')).status).toBe(401);
    expect((await attempt(address, 'data@headgate.test', PASSWORD)).status).toBe(429);
  });
});

describe('password hashes', () => {
  it(`are computed at most ${CONCURRENT_PASSWORD_HASHES} at once; the others wait their turn`, async () => {
    const hashes = watchPasswordHashes();
    const hashed = await Promise.all(
      Array.from({ length: 5 }, (_, index) => hashPassword(`password-${index}`)),
    );
    expect(new Set(hashed).size).toBe(5);
    expect(hashes.hashes).toBe(5);
    expect(hashes.mostAtOnce).toBe(CONCURRENT_PASSWORD_HASHES);
  });
});
