import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

/** scrypt cost parameters (OWASP's minimum for scrypt: N=2^17, r=8, p=1). */
const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// N=2^17 with r=8 needs 128 MiB; Node's default cap is 32 MiB.
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Password hashes computed at once in this process. scrypt runs on libuv's thread pool (4
 * threads unless UV_THREADPOOL_SIZE says otherwise), which file reads, compression and DNS
 * lookups share: a flood of sign-ins, each hash 128 MiB and a good part of a second, must leave
 * them threads and the server its memory. The others wait their turn.
 */
export const CONCURRENT_PASSWORD_HASHES = 2;
const hashTurn = pLimit(CONCURRENT_PASSWORD_HASHES);

function derive(password: string, salt: Buffer, cost: typeof COST): Promise<Buffer> {
  return hashTurn(
    () =>
      new Promise((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { ...cost, maxmem: MAX_MEMORY },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$key` (base64): each hash says its own cost, so the cost can rise later. */
function formatHash(salt: Buffer, key: Buffer): string {
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Hashes a password with a fresh salt at the current cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return formatHash(salt, await derive(password, salt, COST));
}

/**
 * A hash of the current cost that no password matches (its key is all zeros, which scrypt
 * gives with odds of 2^-256). Sign-in checks the password against it when no user has the
 * email, so an unknown email costs the same work as a known one and answers no sooner.
 */
export const UNKNOWN_USER_HASH = formatHash(Buffer.alloc(SALT_LENGTH), Buffer.alloc(KEY_LENGTH));

/** True when the password matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
