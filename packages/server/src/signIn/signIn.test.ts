import { decodeJwt, decodeProtectedHeader } from 'jose';
import { ensureDemoUsers } from '../demo/demoAccounts';
import { useTestApi } from '../api/testing/apiFixture';
import { signInClient } from './testing/signInClient';

const ORIGIN = 'http://localhost:8080';

jest.setTimeout(30_000);

describe('embedded sign-in (pglite)', () => {
  const api = useTestApi('pglite', (db) => ensureDemoUsers(db, 'demo-password-1').then(() => {}));

  it('signs a demo user in with authorization code + PKCE and the API accepts the token', async () => {
    const client = signInClient(api.app, { origin: ORIGIN, clientId: 'headgate-shell' });
    const tokens = await client.signIn('admin@headgate.test', 'demo-password-1');
    const access = decodeJwt(tokens.access_token);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    expect(access).toMatchObject({
      iss: `${ORIGIN}/oidc`,
      aud: 'headgate-api',
      sub: 'headgate|demo-admin',
      'https://headgate.dev/roles': ['Administrator'],
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      email: 'admin@headgate.test',
      name: 'Alex Admin',
      'https://headgate.dev/roles': ['Administrator'],
      'https://headgate.dev/landing_page': 1,
    });
    const users = await api.app.inject({
      url: '/api/users-management/users',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(users.statusCode).toBe(200);
    expect(tokens.refresh_token).toBeDefined();
    const refreshed = await client.refresh(tokens.refresh_token!);
    expect(refreshed.statusCode).toBe(200);
  });
});
