import type { Releases } from '@headgate/contracts';
import { builtEntry, releaseServerFixture } from './testing/releaseWorkspace';

jest.setTimeout(60_000);

const SECRET = 'pipeline-secret-0123456789';
const server = releaseServerFixture({ RELEASE_CLIENT_SECRET: SECRET });

/** What a pipeline does: the token endpoint from the issuer's discovery, then client credentials. */
async function pipelineToken(secret = SECRET) {
  const discovery = (await server.app.inject('/oidc/.well-known/openid-configuration')).json<{
    token_endpoint: string;
  }>();
  return server.app.inject({
    method: 'POST',
    url: new URL(discovery.token_endpoint).pathname,
    headers: {
      authorization: `Basic ${Buffer.from(`headgate-release:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
}

describe('the release pipeline client (headgate-release)', () => {
  it('gets no token with a wrong secret', async () => {
    expect((await pipelineToken('wrong')).statusCode).toBe(401);
  });

  it('may call the release API, and its changes are audited under its name', async () => {
    const token = (await pipelineToken()).json<{ access_token: string }>().access_token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await server.app.inject({ url: '/api/releases', headers })).statusCode).toBe(200);
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/releases/mfe-admin',
      headers,
      payload: {
        entries: [builtEntry('0.1.0', 90, { default: true }), builtEntry('0.2.0', 10)],
      },
    });
    expect(put.statusCode).toBe(200);
    const { audit } = (await server.app.inject({ url: '/api/releases', headers })).json<Releases>();
    expect(audit[0]).toMatchObject({
      actorSubject: 'headgate-release',
      actorName: 'headgate-release',
      change: 'update',
    });
  });

  it('is refused (403) everywhere else, public calls included', async () => {
    const token = (await pipelineToken()).json<{ access_token: string }>().access_token;
    const headers = { authorization: `Bearer ${token}` };
    for (const url of [
      '/api/client-events/summary',
      '/api/users-management/users',
      '/api/health',
      '/api/audit?entity=release&id=mfe-admin',
    ]) {
      const response = await server.app.inject({ url, headers });
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json().message).toBe('The release pipeline may call the release API only.');
    }
  });
});
