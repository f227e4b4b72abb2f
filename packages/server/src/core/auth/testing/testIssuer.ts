import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_AUDIENCE = 'headgate-api';
export const TEST_ROLES_CLAIM = 'https://headgate.dev/roles';
const KEY_ID = 'test-key';

/** A stand-in sign-in provider: its discovery document and key set over HTTP, and a token signer. */
export interface TestIssuer {
  /** The issuer identifier, `http://127.0.0.1:<port>/oidc`. */
  url: string;
  jwksUrl: string;
  /** How many times the key set was fetched. */
  jwksFetches(): number;
  /**
   * An RS256 access token of `user-1` with these roles, valid for five minutes, signed with the
   * issuer's key unless another is given; `claims` override the defaults.
   */
  token(roles: unknown, claims?: JWTPayload, key?: CryptoKey): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = {
    keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }],
  };
  let fetches = 0;
  const server = http.createServer((request, response) => {
    const documents: Record<string, unknown> = {
      '/oidc/.well-known/openid-configuration': { issuer: url, jwks_uri: `${url}/jwks` },
      '/oidc/jwks': jwks,
    };
    const document = documents[request.url ?? ''];
    if (request.url === '/oidc/jwks') fetches++;
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  return {
    url,
    jwksUrl: `${url}/jwks`,
    jwksFetches: () => fetches,
    token: (roles, claims = {}, key = privateKey) => {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = {
        sub: 'user-1',
        iss: url,
        aud: TEST_AUDIENCE,
        iat: now,
        exp: now + 300,
        [TEST_ROLES_CLAIM]: roles,
        ...claims,
      };
      // An override of `undefined` leaves the claim out.
      const present = Object.entries(payload).filter(([, value]) => value !== undefined);
      return new SignJWT(Object.fromEntries(present))
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .sign(key);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The API's fetches keep connections alive, which would hold `close` open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An address where nothing listens: a sign-in provider that is down. */
export async function unusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/oidc`;
}
