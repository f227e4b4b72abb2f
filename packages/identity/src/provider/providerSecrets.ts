import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Pool } from 'pg';

/** The provider's secrets: created on first start, kept in the database, never in the repository. */
export interface ProviderSecrets {
  /** Private signing keys (JWK with `kid`), the first one signs. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

async function createSigningKeys(): Promise<JWK[]> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return [{ ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' }];
}

async function storedSecret<T>(pool: Pool, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () =>
    (await pool.query<{ value: T }>('SELECT value FROM identity_secrets WHERE name = $1', [name]))
      .rows[0]?.value;
  const stored = await read();
  if (stored !== undefined) return stored;
  // Two servers starting on one empty database agree on whichever secret was written first.
  await pool.query(
    'INSERT INTO identity_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, JSON.stringify(await create())],
  );
  return (await read())!;
}

/** Reads the provider's secrets, generating the missing ones. */
export async function loadProviderSecrets(pool: Pool): Promise<ProviderSecrets> {
  return {
    signingKeys: await storedSecret(pool, 'signing-keys', createSigningKeys),
    cookieKeys: await storedSecret(pool, 'cookie-keys', () =>
      Promise.resolve([randomBytes(32).toString('base64url')]),
    ),
  };
}

/** The public half of the signing keys: what the provider's `jwks_uri` serves. */
export function publicKeySet(signingKeys: readonly JWK[]): { keys: JWK[] } {
  return {
    keys: signingKeys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}
