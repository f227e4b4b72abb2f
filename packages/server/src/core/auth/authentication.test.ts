import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  exportSPKI,
  generateKeyPair,
  importJWK,
  SignJWT,
  UnsecuredJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import * as z from 'zod';
import { defineEndpoint } from '@headgate/contracts';
import { registerEndpoint } from '../api/registerEndpoint';
import { insertMapFixture } from '../api/testing/apiFixture';
import { readConfig } from '../../config';
import { createServer } from '../../createServer';
import type { Database } from '../database/openDatabase';
import { migratedDatabase } from '../database/testing/testDatabases';
import { ACCESS_TOKEN_TYPE } from './accessTokenVerifier';
import {
  startTestIssuer,
  TEST_AUDIENCE,
  TEST_ROLES_CLAIM,
  unusedUrl,
  type TestIssuer,
} from './testing/testIssuer';

jest.setTimeout(60_000);

const UNITED = '/api/public-map/united';
const ADMIN_ONLY = '/api/test/admin-only';
const CALLER = '/api/test/caller';

const adminOnly = defineEndpoint({
  method: 'GET',
  path: ADMIN_ONLY,
  response: z.object({ ok: z.boolean() }),
  access: { anyOf: ['Administrator', 'Developer'] },
  tags: ['Test'],
  summary: 'For administrators',
});

const caller = defineEndpoint({
  method: 'GET',
  path: CALLER,
  response: z.object({ subject: z.string().nullable(), roles: z.array(z.string()) }),
  access: 'public',
  tags: ['Test'],
  summary: 'Who calls',
});

let issuer: TestIssuer;
let db: Database;
const servers: FastifyInstance[] = [];

/** A server over the test database, with a route for administrators and one echoing the caller. */
async function startServer(env: Record<string, string>): Promise<FastifyInstance> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-auth-'));
  const app = await createServer(
    readConfig({ LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off', ...env }, root),
    db,
  );
  registerEndpoint(app, adminOnly, () => ({ ok: true }));
  registerEndpoint(app, caller, (request) => ({
    subject: request.subject ?? null,
    roles: [...request.roles],
  }));
  servers.push(app);
  return app;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  issuer = await startTestIssuer();
  db = await migratedDatabase('pglite');
  await insertMapFixture(db);
});

afterAll(async () => {
  for (const app of servers) await app.close();
  await db.close();
  await issuer.close();
});

describe('bearer tokens, keys found through the issuer discovery document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer({ OIDC_ISSUER: issuer.url });
  });

  it('lets a User token see the restricted map data that anonymous callers may not', async () => {
    expect((await app.inject(UNITED)).statusCode).toBe(401);
    const response = await app.inject({
      url: UNITED,
      headers: bearer(await issuer.token(['User'])),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Brighton');
  });

  it('reads the subject and the known roles, ignoring unknown ones', async () => {
    const token = await issuer.token(['Superuser', 'User', 'Data Wizard']);
    const response = await app.inject({ url: CALLER, headers: bearer(token) });
    expect(response.json()).toEqual({ subject: 'user-1', roles: ['User'] });
    const onlyUnknown = await issuer.token(['Superuser']);
    expect((await app.inject({ url: UNITED, headers: bearer(onlyUnknown) })).statusCode).toBe(401);
  });

  it('counts a roles claim that is a string as one role', async () => {
    const token = await issuer.token('Administrator');
    expect((await app.inject({ url: ADMIN_ONLY, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('answers 403 to a signed-in caller whose roles the route does not ask for', async () => {
    const photos = await app.inject({
      url: ADMIN_ONLY,
      headers: bearer(await issuer.token(['River Photos'])),
    });
    expect(photos.statusCode).toBe(403);
    expect(photos.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
    const developer = await app.inject({
      url: ADMIN_ONLY,
      headers: bearer(await issuer.token(['Developer'])),
    });
    expect(developer.statusCode).toBe(200);
  });

  it('keeps public routes open with and without a token', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    const withToken = await app.inject({
      url: '/api/health',
      headers: bearer(await issuer.token(['User'])),
    });
    expect(withToken.statusCode).toBe(200);
    expect((await app.inject(CALLER)).json()).toEqual({ subject: null, roles: [] });
  });

  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  it.each<[string, () => Promise<string>, string]>([
    ['an expired token', () => issuer.token(['User'], { exp: anHourAgo }), '"exp" claim timestamp'],
    [
      'a token not valid yet',
      () => issuer.token(['User'], { nbf: anHourAgo + 7200 }),
      '"nbf" claim timestamp',
    ],
    [
      'a token for another audience',
      () => issuer.token(['User'], { aud: 'other-api' }),
      '"aud" claim',
    ],
    [
      'a token from another issuer',
      () => issuer.token(['User'], { iss: 'https://evil.test' }),
      '"iss" claim',
    ],
    ['a token without an expiry', () => issuer.token(['User'], { exp: undefined }), '"exp" claim'],
    ['a token without a subject', () => issuer.token(['User'], { sub: undefined }), '"sub" claim'],
    [
      'an HS256 token signed with a secret',
      () => foreignToken('HS256', new TextEncoder().encode('a-shared-secret-of-32-bytes-long')),
      '"alg"',
    ],
    [
      'an alg none token',
      async () =>
        new UnsecuredJWT({ [TEST_ROLES_CLAIM]: ['Administrator'] })
          .setSubject('user-1')
          .setIssuer(issuer.url)
          .setAudience(TEST_AUDIENCE)
          .setExpirationTime('5m')
          .encode(),
      '"alg"',
    ],
    [
      'a token signed by another key',
      async () => foreignToken('RS256', (await generateKeyPair('RS256')).privateKey),
      'signature verification failed',
    ],
    [
      "an HS256 token signed with the issuer's public key as the secret",
      async () => {
        const { keys } = (await (await fetch(issuer.jwksUrl)).json()) as { keys: JWK[] };
        const pem = await exportSPKI((await importJWK(keys[0]!, 'RS256')) as CryptoKey);
        return foreignToken('HS256', new TextEncoder().encode(pem));
      },
      '"alg"',
    ],
    [
      'a token whose payload was changed after signing',
      async () => {
        const [header, , signature] = (await issuer.token(['User'])).split('.');
        const forged = await issuer.token(['Administrator']);
        return [header, forged.split('.')[1], signature].join('.');
      },
      'signature verification failed',
    ],
    [
      'a token naming a key the issuer does not have',
      async () => {
        const [, payload, signature] = (await issuer.token(['Administrator'])).split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'unknown-key' })).toString(
          'base64url',
        );
        return [header, payload, signature].join('.');
      },
      'no applicable key found',
    ],
    ['a string that is no token', () => Promise.resolve('not.a.token'), 'JWS'],
  ])(
    'refuses %s with 401 invalid_token, even on a public route',
    async (_name, makeToken, reason) => {
      const token = await makeToken();
      for (const url of [UNITED, '/api/health']) {
        const response = await app.inject({ url, headers: bearer(token) });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: 'invalid_token',
          message: expect.stringContaining(reason),
        });
        expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      }
    },
  );

  it.each(['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer two tokens', ''])(
    'refuses the malformed header %p with 401 invalid_token',
    async (authorization) => {
      const response = await app.inject({ url: '/api/health', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_token' });
    },
  );

  it('fetches the key set once and reuses it across requests', async () => {
    const before = issuer.jwksFetches();
    for (let i = 0; i < 3; i++) {
      await app.inject({ url: CALLER, headers: bearer(await issuer.token(['User'])) });
    }
    expect(issuer.jwksFetches()).toBe(before);
  });

  /** A token with the claims of a valid one, signed with `alg` and a key the issuer does not hold. */
  async function foreignToken(alg: string, key: CryptoKey | Uint8Array): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ [TEST_ROLES_CLAIM]: ['Administrator'] })
      .setProtectedHeader({ alg, kid: 'test-key' })
      .setSubject('user-1')
      .setIssuer(issuer.url)
      .setAudience(TEST_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(key);
  }
});

describe('bearer tokens, key set configured explicitly', () => {
  it('verifies against OIDC_JWKS_URL', async () => {
    const app = await startServer({ OIDC_ISSUER: issuer.url, OIDC_JWKS_URL: issuer.jwksUrl });
    const response = await app.inject({
      url: UNITED,
      headers: bearer(await issuer.token(['User'])),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('bearer tokens while the sign-in provider is down', () => {
  it.each<[string, () => Promise<Record<string, string>>]>([
    ['its key set', async () => ({ OIDC_ISSUER: issuer.url, OIDC_JWKS_URL: await unusedUrl() })],
    ['its discovery document', async () => ({ OIDC_ISSUER: await unusedUrl() })],
  ])(
    'answers 503 when %s cannot be fetched, and still serves anonymous callers',
    async (_name, env) => {
      const app = await startServer(await env());
      const response = await app.inject({
        url: '/api/health',
        headers: bearer(await issuer.token(['User'])),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'auth_unavailable',
        message: expect.any(String),
        requestId: expect.any(String),
      });
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    },
  );
});

describe('bearer tokens of the embedded provider', () => {
  let app: FastifyInstance;
  let key: CryptoKey;
  let kid: string | undefined;
  const config = readConfig({}, '');
  beforeAll(async () => {
    app = await startServer({});
    const { rows } = await db.pool.query<{ value: JWK[] }>(
      "SELECT value FROM identity_secrets WHERE name = 'signing-keys'",
    );
    const jwk = rows[0]!.value[0]!;
    kid = jwk.kid;
    key = (await importJWK(jwk, 'RS256')) as CryptoKey;
  });

  /** A token with an access token's claims, signed by the provider's own key, typed `typ`. */
  const signed = (typ: string | undefined) =>
    new SignJWT({ [config.rolesClaim]: ['Administrator'] })
      .setProtectedHeader({ alg: 'RS256', kid, ...(typ && { typ }) })
      .setSubject('user-1')
      .setIssuer(config.oidcIssuer)
      .setAudience(config.oidcAudience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  it('accepts a token typed as an access token', async () => {
    const response = await app.inject({
      url: ADMIN_ONLY,
      headers: bearer(await signed(ACCESS_TOKEN_TYPE)),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['typed as an ID token', 'JWT'],
    ['without a type', undefined],
  ])('refuses a token of its keys and audience %s with 401', async (_name, typ) => {
    const response = await app.inject({ url: ADMIN_ONLY, headers: bearer(await signed(typ)) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'invalid_token',
      message: expect.stringContaining('"typ"'),
    });
  });
});

describe('sign-in configuration', () => {
  it('defaults to the embedded provider of the same server', () => {
    expect(readConfig({ PORT: '9000' }, '/root')).toMatchObject({
      oidcIssuer: 'http://localhost:9000/oidc',
      oidcAudience: 'headgate-api',
      rolesClaim: 'https://headgate.dev/roles',
      oidcJwksUrl: undefined,
    });
  });
});
