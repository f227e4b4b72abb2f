import type { ReleaseEntry, Releases } from '@headgate/contracts';
import type { DiscoveryDocument } from '@headgate/site-map';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { builtEntry, releaseServerFixture } from './testing/releaseWorkspace';

jest.setTimeout(60_000);

const server = releaseServerFixture();

const asDeveloper = () => embeddedBearer(server.db, ['Developer'], 'dev-1');
const served = async () =>
  (await server.app.inject('/discovery.json')).json<DiscoveryDocument>().microFrontends[
    'mfe-admin'
  ];
const put = async (entries: unknown[], headers?: Record<string, string>) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/releases/mfe-admin',
    headers: headers ?? (await asDeveloper()),
    payload: { entries },
  });
const releases = async () =>
  (
    await server.app.inject({ url: '/api/releases', headers: await asDeveloper() })
  ).json<Releases>();
const sha384 = expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/);
const versions = (entries: readonly { metadata: { version: string } }[] | undefined) =>
  entries?.map((entry) => entry.metadata.version);

describe('the release store', () => {
  it('is filled on first start from the built remotes, the package version as default', async () => {
    expect(await served()).toEqual([
      {
        url: '/remotes/mfe-admin/0.1.0/mf-manifest.json',
        metadata: { version: '0.1.0', integrity: sha384, entryIntegrity: sha384 },
        deployment: { default: true, traffic: 100 },
      },
      {
        url: '/remotes/mfe-admin/0.2.0/mf-manifest.json',
        metadata: { version: '0.2.0', integrity: sha384, entryIntegrity: sha384 },
        deployment: { default: false, traffic: 0 },
      },
      {
        url: '/remotes/mfe-admin/0.9.0/mf-manifest.json',
        metadata: { version: '0.9.0', integrity: sha384, entryIntegrity: sha384 },
        deployment: { default: false, traffic: 0 },
      },
    ]);
    const { audit } = await releases();
    expect(audit).toContainEqual(
      expect.objectContaining({ remote: 'mfe-admin', change: 'import', before: null }),
    );
  });
});

describe('PUT /api/releases/:remote', () => {
  it('refuses, saying why, every list it cannot serve, and changes nothing', async () => {
    const before = await served();
    const stable = builtEntry('0.1.0', 90, { default: true });
    const refusals: [unknown[], string][] = [
      [
        [stable, builtEntry('0.2.0', 10, { url: 'http://cdn.example/mf-manifest.json' })],
        'body.entries.1.url: http://cdn.example is neither this site (http://localhost:8080); an operator may add it to REMOTE_ORIGINS',
      ],
      [[stable, builtEntry('0.2.0', 20)], 'the traffic shares add up to 110, not 100'],
      [[builtEntry('0.1.0', 90), builtEntry('0.2.0', 10)], 'no entry is the default'],
      [
        [stable, builtEntry('0.9.0', 10)],
        'body.entries.1: 0.9.0: the current shell cannot load it: mfe-admin 0.9.0 needs @headgate/platform ^0.4.0 — this site has 0.3.1',
      ],
      [
        [stable, builtEntry('0.3.0', 10)],
        'body.entries.1: 0.3.0: the manifest /remotes/mfe-admin/0.3.0/mf-manifest.json could not be read: no build of mfe-admin 0.3.0 is on this site',
      ],
      [[stable, builtEntry('0.1.0', 10)], 'version 0.1.0 is listed twice'],
    ];
    for (const [entries, message] of refusals) {
      const response = await put(entries);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await served()).toEqual(before);
  });

  it('is for Administrators, Developers and the release pipeline only', async () => {
    const entries = [builtEntry('0.1.0', 100, { default: true })];
    expect((await put(entries, {})).statusCode).toBe(401);
    expect(
      (await put(entries, await embeddedBearer(server.db, ['All Data User']))).statusCode,
    ).toBe(403);
    const unknown = await server.app.inject({
      method: 'PUT',
      url: '/api/releases/mfe-nothing',
      headers: await asDeveloper(),
      payload: { entries },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves a canary at once, and audits who set it', async () => {
    const entries: ReleaseEntry[] = [
      builtEntry('0.1.0', 90, { default: true }),
      builtEntry('0.2.0', 10, { rollback: { maxErrorRate: 0.05 } }),
    ];
    const response = await put(entries);
    expect(response.statusCode).toBe(200);
    expect(response.json().entries[1]).toMatchObject({ version: '0.2.0', traffic: 10, loads: 0 });
    expect((await served())?.map((entry) => entry.deployment)).toEqual([
      { default: true, traffic: 90 },
      { default: false, traffic: 10 },
    ]);
    const [latest] = (await releases()).audit;
    expect(latest).toMatchObject({
      actorSubject: 'dev-1',
      remote: 'mfe-admin',
      change: 'update',
      after: entries,
    });
    expect(latest?.before).toHaveLength(3);
  });
});

describe('POST /api/releases/:remote/rollback', () => {
  const rollback = async () =>
    server.app.inject({
      method: 'POST',
      url: '/api/releases/mfe-admin/rollback',
      headers: await embeddedBearer(server.db, ['Administrator'], 'admin-1'),
    });

  it("gives a canary's traffic back to the default, then goes back to the previous default", async () => {
    await put([builtEntry('0.1.0', 90, { default: true }), builtEntry('0.2.0', 10)]);
    const first = await rollback();
    expect(first.statusCode).toBe(200);
    expect(first.json().rolledBackTo).toBe('0.1.0');
    expect((await served())?.map((entry) => entry.deployment?.traffic)).toEqual([100, 0]);

    // Promoted, then found bad: back to 0.1.0, even once retired from the list.
    await put([builtEntry('0.2.0', 100, { default: true })]);
    const second = await rollback();
    expect(second.json().rolledBackTo).toBe('0.1.0');
    const now = await served();
    expect(versions(now)).toEqual(['0.2.0', '0.1.0']);
    expect(now?.map((entry) => entry.deployment)).toEqual([
      { default: false, traffic: 0 },
      { default: true, traffic: 100 },
    ]);
    const [latest] = (await releases()).audit;
    expect(latest).toMatchObject({ actorSubject: 'admin-1', change: 'rollback' });
  });
});
