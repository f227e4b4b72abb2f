import type { AuditEntry, ReleaseEntry } from '@headgate/contracts';
import type { DiscoveryDocument } from '@headgate/site-map';
import { startTestIssuer, type TestIssuer } from '../../../../core/auth/testing/testIssuer';
import { embeddedBearer } from '../../../usersManagement/users/testing/embeddedTokens';
import { builtEntry, releaseServerFixture } from '../testing/releaseWorkspace';
import {
  pipelineBearer,
  pipelineSecret,
  requestPipelineToken,
  teamClientsFiles,
} from '../testing/teamClients';
import { PIPELINE_TOKENS_PER_MINUTE } from '../../../platform/signIn/pipelineTokenGate';

jest.setTimeout(60_000);

/** mfe-admin's team: its own remote, canaries up to 10 %. */
const TEAM_ADMIN = {
  id: 'team-admin',
  secret: pipelineSecret(),
  remotes: ['mfe-admin'],
  maxTraffic: 10,
};
/** Another team, which may do anything with its own remote. */
const TEAM_FACILITY = {
  id: 'team-facility',
  secret: pipelineSecret(),
  remotes: ['mfe-facility'],
  maxTraffic: 100,
};
/** A team whose token requests the throttle test spends. */
const TEAM_MAP = { id: 'team-map', secret: pipelineSecret(), remotes: ['mfe-map'], maxTraffic: 10 };

const server = releaseServerFixture({
  RELEASE_CLIENTS_FILE: teamClientsFiles().write([TEAM_ADMIN, TEAM_FACILITY, TEAM_MAP]),
});

const asDeveloper = () => embeddedBearer(server.db, ['Developer'], 'dev-1');
/** What the discovery document serves (its per-load parts left out). */
const discovery = async () =>
  (await server.app.inject('/discovery.json')).json<DiscoveryDocument>().microFrontends;
const put = async (entries: ReleaseEntry[], headers: Record<string, string>) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/releases/mfe-admin',
    headers,
    payload: { entries },
  });
const rollback = (headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: '/api/releases/mfe-admin/rollback', headers });

/** The audit trail of one pipeline client, newest first, as an Administrator reads it. */
async function trailOf(clientId: string): Promise<AuditEntry[]> {
  const answer = await server.app.inject({
    url: `/api/audit?entity=release-client&id=${encodeURIComponent(clientId)}`,
    headers: await asDeveloper(),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<AuditEntry[]>();
}

describe("a team's pipeline client (RELEASE_CLIENTS_FILE)", () => {
  it("is refused (403, naming the remote) on another team's remote, and nothing changes", async () => {
    const before = await discovery();
    const headers = await pipelineBearer(server.app, TEAM_FACILITY);
    const answers = [
      await put([builtEntry('0.1.0', 90, { default: true }), builtEntry('0.2.0', 10)], headers),
      await rollback(headers),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(
        'The release client team-facility may not change mfe-admin; it may change mfe-facility.',
      );
    }
    expect(await discovery()).toEqual(before);
  });

  it('may not send more than its maxTraffic to other versions (400), and nothing changes', async () => {
    const before = await discovery();
    const headers = await pipelineBearer(server.app, TEAM_ADMIN);
    const answer = await put(
      [builtEntry('0.1.0', 80, { default: true }), builtEntry('0.2.0', 20)],
      headers,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'body.entries: the release client team-admin may send at most 10 % of browsers to versions other than the default (its maxTraffic); this sends 20 % (0.2.0 20 %).',
    );
    expect(await discovery()).toEqual(before);
    // Within its share, the canary is served; rolled back, its share goes to the default again.
    expect(
      (await put([builtEntry('0.1.0', 90, { default: true }), builtEntry('0.2.0', 10)], headers))
        .statusCode,
    ).toBe(200);
    expect((await rollback(headers)).statusCode).toBe(200);
  });

  it('may not make a version the default below a maxTraffic of 100 (400), nor roll back to one', async () => {
    const before = await discovery();
    const headers = await pipelineBearer(server.app, TEAM_ADMIN);
    const promotion = await put(
      [builtEntry('0.1.0', 0), builtEntry('0.2.0', 100, { default: true })],
      headers,
    );
    expect(promotion.statusCode).toBe(400);
    expect(promotion.json().message).toBe(
      'body.entries.1.default: the release client team-admin may not change the default entry (0.1.0 at /remotes/mfe-admin/0.1.0/mf-manifest.json): its maxTraffic is 10 %, and only a client with maxTraffic 100, an Administrator or a Developer may promote.',
    );
    expect(await discovery()).toEqual(before);

    // A Developer keeps every right: promotes; the team's rollback would make 0.1.0 the default again.
    const developer = await asDeveloper();
    expect(
      (await put([builtEntry('0.1.0', 0), builtEntry('0.2.0', 100, { default: true })], developer))
        .statusCode,
    ).toBe(200);
    const promoted = await discovery();
    const refused = await rollback(headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^the release client team-admin may not change the default entry \(0\.2\.0 at /,
    );
    expect(await discovery()).toEqual(promoted);
    expect((await rollback(developer)).statusCode).toBe(200);
  });

  it('is throttled at the token endpoint per client and address, with Retry-After', async () => {
    for (let i = 0; i < PIPELINE_TOKENS_PER_MINUTE; i++) {
      expect((await requestPipelineToken(server.app, TEAM_MAP)).statusCode).toBe(200);
    }
    const throttled = await requestPipelineToken(server.app, TEAM_MAP);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json()).toMatchObject({ error: 'too_many_requests' });
    // Another client from the same address, and the same client from another, are counted apart.
    expect((await requestPipelineToken(server.app, TEAM_FACILITY)).statusCode).toBe(200);
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/oidc/token',
      remoteAddress: '192.0.2.7',
      headers: {
        authorization: `Basic ${Buffer.from(`${TEAM_MAP.id}:${TEAM_MAP.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(elsewhere.statusCode).toBe(200);
    // A flood is recorded once a window, not once a request.
    expect((await requestPipelineToken(server.app, TEAM_MAP)).statusCode).toBe(429);
    const throttledEntries = (await trailOf(TEAM_MAP.id)).filter(
      (entry) => entry.after?.status === 429,
    );
    expect(throttledEntries).toHaveLength(1);
  });

  it('leaves every grant and every refusal in the audit trail', async () => {
    expect(
      (await requestPipelineToken(server.app, { ...TEAM_ADMIN, secret: 'wrong' })).statusCode,
    ).toBe(401);
    expect(
      (await requestPipelineToken(server.app, { id: 'team-nobody', secret: 'guess' })).statusCode,
    ).toBe(401);
    const headers = await pipelineBearer(server.app, TEAM_ADMIN);
    expect(
      (await server.app.inject({ url: '/api/client-events/summary', headers })).statusCode,
    ).toBe(403);

    const trail = await trailOf(TEAM_ADMIN.id);
    expect(trail.map((entry) => entry.after?.event)).toEqual(
      expect.arrayContaining(['token granted', 'token refused', 'release call refused']),
    );
    expect(trail[0]).toMatchObject({
      actor_subject: 'team-admin',
      actor_name: 'team-admin',
      after: {
        event: 'release call refused',
        call: 'GET /api/client-events/summary',
        status: 403,
        reason: 'The release pipeline may call the release API only.',
      },
    });
    expect(trail[1]).toMatchObject({
      after: { event: 'token granted', address: '127.0.0.1' },
    });
    expect(trail).toContainEqual(
      expect.objectContaining({
        actor_name: 'team-admin (not authenticated)',
        after: expect.objectContaining({ event: 'token refused', status: 401 }),
      }),
    );
    // The scope refusals of the tests above, each with what the client was told.
    expect(trail).toContainEqual(
      expect.objectContaining({
        after: expect.objectContaining({
          event: 'release call refused',
          call: 'PUT /api/releases/mfe-admin',
          status: 400,
          reason: expect.stringContaining('may send at most 10 %'),
        }),
      }),
    );
    expect(await trailOf('team-facility')).toContainEqual(
      expect.objectContaining({
        after: expect.objectContaining({
          call: 'POST /api/releases/mfe-admin/rollback',
          status: 403,
        }),
      }),
    );
    expect(await trailOf('team-nobody')).toEqual([
      expect.objectContaining({
        actor_name: 'team-nobody (not authenticated)',
        after: expect.objectContaining({ event: 'token refused', status: 401 }),
      }),
    ]);
  });
});

describe('a team client of an external sign-in provider', () => {
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await startTestIssuer();
  });
  afterAll(() => issuer.close());
  // The provider keeps the secrets: the file lists the ids it issues tokens to.
  const clientsFile = teamClientsFiles().write([
    { id: 'team-facility', remotes: ['mfe-facility'], maxTraffic: 100 },
    { id: 'team-admin', remotes: ['mfe-admin'], maxTraffic: 10 },
  ]);
  const external = releaseServerFixture(() => ({
    OIDC_ISSUER: issuer.url,
    RELEASE_CLIENTS_FILE: clientsFile,
  }));
  const tokenOf = async (claims: Record<string, string>) => ({
    authorization: `Bearer ${await issuer.token(['Administrator'], { sub: `${Object.values(claims)[0]}@clients`, ...claims })}`,
  });
  const putOn = async (headers: Record<string, string>, entries: ReleaseEntry[]) =>
    external.app.inject({
      method: 'PUT',
      url: '/api/releases/mfe-admin',
      headers,
      payload: { entries },
    });

  it("is known by the token's azp or client_id, and held to its scope whatever roles it carries", async () => {
    const canary = [builtEntry('0.1.0', 80, { default: true }), builtEntry('0.2.0', 20)];
    const elsewhere = await putOn(await tokenOf({ azp: 'team-facility' }), canary);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toContain('may not change mfe-admin');
    const beyond = await putOn(await tokenOf({ client_id: 'team-admin' }), canary);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toContain('may send at most 10 %');
    // Anyone else's token with the role is a user's, with every right.
    expect((await putOn(await tokenOf({ azp: 'headgate-shell' }), canary)).statusCode).toBe(200);
  });
});
