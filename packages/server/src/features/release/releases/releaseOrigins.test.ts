import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseEntry } from '@headgate/contracts';
import { sha384Integrity } from '@headgate/site-map';
import { STORE_REUSE_MS } from './storedReleases';
import { startTeamHost, type TeamHost } from './testing/teamHost';
import { builtEntry, releaseServerFixture } from './testing/releaseWorkspace';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';

jest.setTimeout(60_000);

let team: TeamHost;
let unlisted: TeamHost;
beforeAll(async () => {
  team = await startTeamHost();
  unlisted = await startTeamHost();
});
afterAll(async () => {
  await team.close();
  await unlisted.close();
});
const server = releaseServerFixture(() => ({ REMOTE_ORIGINS: team.url }));

const put = async (entries: unknown[]) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/releases/mfe-admin',
    headers: await embeddedBearer(server.db, ['Developer'], 'dev-1'),
    payload: { entries },
  });
/** The served document, but for the per-load tickets made anew for every answer. */
const discovery = async () => {
  const document = (await server.app.inject('/discovery.json')).json<Record<string, unknown>>();
  delete document.loadTickets;
  return JSON.stringify(document);
};
const policy = async () => {
  // Every answer carries the policy; a policy that could not be written would make it a 500.
  const page = await server.app.inject('/discovery.json');
  expect(page.statusCode).toBe(200);
  return page.headers['content-security-policy'] as string;
};
const scriptSources = async () =>
  (await policy())
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src '))
    ?.trim();

/** What the team's pipeline publishes: the site's build of 0.2.0, on the team's host. */
function publishToTeamHost(version = '0.2.0'): string {
  const target = path.join(team.folder, 'mfe-admin', version);
  fs.cpSync(path.join(server.root, 'mfe-admin', 'dist', version), target, { recursive: true });
  return `${team.url}/mfe-admin/${version}/mf-manifest.json`;
}

/** The integrity the pipeline records of a published version's two files. */
async function recordedIntegrity(version = '0.2.0') {
  const file = (name: string) =>
    fs.readFileSync(path.join(team.folder, 'mfe-admin', version, name));
  return {
    integrity: await sha384Integrity(file('mf-manifest.json')),
    entryIntegrity: await sha384Integrity(file('remoteEntry.js')),
  };
}

const stable = builtEntry('0.1.0', 90, { default: true });

describe('where remotes may be registered from (REMOTE_ORIGINS)', () => {
  it('refuses a url or fallbackUrl outside this site and the list, naming the field, and changes nothing', async () => {
    const before = { document: await discovery(), policy: await policy() };
    const integrity = { integrity: await sha384Integrity(Buffer.from('x')) };
    for (const bad of [
      'https://unlisted.example/mfe-admin/0.2.0/mf-manifest.json',
      `${unlisted.url}/mfe-admin/0.2.0/mf-manifest.json`,
      'https://*/x',
      'https://a.example,b.example/x',
      'https://a.example;script-src/x',
      'javascript:alert(1)',
    ]) {
      const asUrl = await put([stable, builtEntry('0.2.0', 10, { url: bad, ...integrity })]);
      expect([bad, asUrl.statusCode]).toEqual([bad, 400]);
      expect(asUrl.json().message).toMatch(/^body\.entries\.1\.url: /);
      const asFallback = await put([
        stable,
        builtEntry('0.2.0', 10, { fallbackUrl: bad, ...integrity }),
      ]);
      expect([bad, asFallback.statusCode]).toEqual([bad, 400]);
      expect(asFallback.json().message).toMatch(/^body\.entries\.1\.fallbackUrl: /);
    }
    expect(unlisted.requests).toEqual([]);
    expect({ document: await discovery(), policy: await policy() }).toEqual(before);
  });

  it("registers a version on a listed origin only with its files' integrity, and lets browsers load it", async () => {
    const url = publishToTeamHost();
    const integrity = await recordedIntegrity();
    const refusals: [Partial<ReleaseEntry>, string][] = [
      [{}, 'a version on another origin needs the integrity of its manifest'],
      [
        { ...integrity, integrity: await sha384Integrity(Buffer.from('another file')) },
        `0.2.0: the manifest ${url} does not match the integrity`,
      ],
      [
        { ...integrity, entryIntegrity: await sha384Integrity(Buffer.from('another file')) },
        `0.2.0: the entry script of ${url} does not match the integrity`,
      ],
    ];
    for (const [more, message] of refusals) {
      const response = await put([stable, builtEntry('0.2.0', 10, { url, ...more })]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await scriptSources()).not.toContain(team.url);

    const registered = await put([stable, builtEntry('0.2.0', 10, { url, ...integrity })]);
    expect(registered.statusCode).toBe(200);
    const served = JSON.parse(await discovery()).microFrontends['mfe-admin'];
    expect(served[1]).toMatchObject({ url, metadata: { version: '0.2.0', ...integrity } });
    expect(await scriptSources()).toContain(team.url);
  });

  it('checks the files again before a version starts to be served: one changed on the host is refused', async () => {
    const url = publishToTeamHost();
    const integrity = await recordedIntegrity();
    const listed = await put([
      builtEntry('0.1.0', 100, { default: true }),
      builtEntry('0.2.0', 0, { url, ...integrity }),
    ]);
    expect(listed.json()).toMatchObject({ remote: 'mfe-admin' });
    fs.appendFileSync(path.join(team.folder, 'mfe-admin', '0.2.0', 'remoteEntry.js'), ';alert(1)');
    const response = await put([stable, builtEntry('0.2.0', 10, { url, ...integrity })]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('does not match the integrity');
    publishToTeamHost();
  });

  it('follows no redirect while checking a manifest: 400, and its target gets no request', async () => {
    const manifest = '/mfe-admin/0.3.0/mf-manifest.json';
    team.redirect(manifest, `${unlisted.url}${manifest}`);
    const response = await put([
      stable,
      builtEntry('0.3.0', 10, { url: `${team.url}${manifest}`, ...(await recordedIntegrity()) }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      `the manifest ${team.url}${manifest} could not be read: it answered 302 (a redirect); redirects are not followed`,
    );
    expect(unlisted.requests).toEqual([]);
  });

  it('keeps a row written into the store by hand out of the Content-Security-Policy, which stays valid', async () => {
    const before = await policy();
    await server.db.pool.query(
      `UPDATE release_entries SET fallback_url = 'https://*/x' WHERE remote = 'mfe-admin' AND position = 0`,
    );
    await server.db.pool.query(
      `UPDATE release_entries SET fallback_url = 'https://a.example;script-src *' WHERE remote = 'mfe-admin' AND position = 1`,
    );
    await new Promise((resolve) => setTimeout(resolve, STORE_REUSE_MS + 100));
    expect(await policy()).toBe(before);
    expect(before).not.toContain('*');
    expect(before).toContain(team.url);
  });
});
