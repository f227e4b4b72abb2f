import type { Releases } from '@headgate/contracts';
import { builtEntry, releaseServerFixture } from './testing/releaseWorkspace';
import { pipelineSecret, requestPipelineToken, teamClientsFiles } from './testing/teamClients';

jest.setTimeout(60_000);

/** A team's pipeline client, as RELEASE_CLIENTS_FILE lists it. */
const TEAM = { id: 'team-admin', secret: pipelineSecret(), remotes: ['mfe-admin'], maxTraffic: 10 };
const server = releaseServerFixture({ RELEASE_CLIENTS_FILE: teamClientsFiles().write([TEAM]) });

/** What a pipeline does: the token endpoint from the issuer's discovery, then client credentials. */
const pipelineToken = (secret = TEAM.secret) =>
  requestPipelineToken(server.app, { id: TEAM.id, secret });

describe("a team's release pipeline client (team-admin)", () => {
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
      actorSubject: 'team-admin',
      actorName: 'team-admin',
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
