import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Releases } from '@headgate/contracts';
import { builtVersionIntegrity } from '@headgate/server/builtIntegrity';
import { freePort } from '@headgate/server/testing';
import {
  migratedDatabase,
  releaseWorkspace,
  startReleaseServer,
  type Database,
} from '@headgate/server/testing/releases';
import {
  pipelineToken,
  registerRelease,
  RegistrationRefused,
  type Registration,
} from './registerRelease';

jest.setTimeout(60_000);

/** mfe-admin's team: its pipeline secret, 32 random bytes as an operator makes one. */
const TEAM = 'team-admin';
const SECRET = randomBytes(32).toString('base64url');
let root: string;
let db: Database;
let app: Awaited<ReturnType<typeof startReleaseServer>>;
let site: string;

/** A build of mfe-admin added after the site filled its release store (so not listed yet). */
function builtLater(version: string, platformRange: string) {
  const folder = path.join(root, 'mfe-admin', 'dist', version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: '@headgate/platform', requiredVersion: platformRange }],
    }),
  );
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `/* mfe-admin ${version} */`);
}

/** The integrity `pnpm release` records of each build, by version. */
const builtIntegrity: Record<string, Registration['integrity']> = {};

/** What the site serves, but for the per-load tickets made anew for every answer. */
const servedEntries = async () =>
  ((await (await fetch(`${site}/discovery.json`)).json()) as { microFrontends: unknown })
    .microFrontends;

const registration = (more: Partial<Registration> = {}): Registration => ({
  site,
  remote: 'mfe-admin',
  version: '0.3.0',
  manifestUrl: '/remotes/mfe-admin/0.3.0/mf-manifest.json',
  integrity: builtIntegrity[more.version ?? '0.3.0']!,
  traffic: 10,
  clientId: TEAM,
  clientSecret: SECRET,
  ...more,
});

beforeAll(async () => {
  root = releaseWorkspace();
  db = await migratedDatabase('pglite');
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  // The one client of the shorthand: mfe-admin's team, canaries up to 10 %.
  app = await startReleaseServer(db, root, {
    RELEASE_CLIENT_ID: TEAM,
    RELEASE_CLIENT_SECRET: SECRET,
    RELEASE_CLIENT_REMOTES: 'mfe-admin',
    RELEASE_CLIENT_MAX_TRAFFIC: '10',
    PUBLIC_URL: site,
  });
  await app.listen({ host: '127.0.0.1', port });
  // The first read fills the store from the workspace's builds (0.1.0 default, 0.2.0, 0.9.0).
  await fetch(`${site}/discovery.json`);
  builtLater('0.3.0', '^0.3.0');
  builtLater('0.9.1', '^0.4.0');
  for (const version of ['0.3.0', '0.9.1']) {
    builtIntegrity[version] = (await builtVersionIntegrity(root, 'mfe-admin', version))!;
  }
});
afterAll(async () => {
  await app.close();
  await db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('pnpm release --register (against a running site)', () => {
  it("adds the version as a canary with the pipeline's token, audited under the pipeline's name", async () => {
    const { entries } = await registerRelease(registration());
    expect(entries.map((e) => [e.version, e.traffic, e.default])).toEqual([
      ['0.1.0', 90, true],
      ['0.2.0', 0, false],
      ['0.9.0', 0, false],
      ['0.3.0', 10, false],
    ]);
    const discovery = (await (await fetch(`${site}/discovery.json`)).json()) as {
      microFrontends: Record<string, { url: string; deployment: { traffic: number } }[]>;
    };
    expect(discovery.microFrontends['mfe-admin']).toContainEqual(
      expect.objectContaining({
        url: '/remotes/mfe-admin/0.3.0/mf-manifest.json',
        deployment: { default: false, traffic: 10 },
      }),
    );
    const { audit } = (
      await app.inject({
        url: '/api/releases',
        headers: { authorization: `Bearer ${await tokenOf()}` },
      })
    ).json<Releases>();
    expect(audit[0]).toMatchObject({ actorName: TEAM, change: 'update' });
  });

  it("passes on the release API's refusal as it said it, and nothing changes", async () => {
    const before = await servedEntries();
    await expect(
      registerRelease(
        registration({
          version: '0.9.1',
          manifestUrl: '/remotes/mfe-admin/0.9.1/mf-manifest.json',
        }),
      ),
    ).rejects.toThrow(
      new RegistrationRefused(
        `PUT ${site}/api/releases/mfe-admin answered 400: body.entries.4: 0.9.1: the current shell cannot load it: mfe-admin 0.9.1 needs @headgate/platform ^0.4.0 — this site has 0.3.1`,
      ),
    );
    expect(await servedEntries()).toEqual(before);
  });

  it('says so when the provider refuses the secret', async () => {
    await expect(
      registerRelease(registration({ version: '0.3.1', clientSecret: 'wrong' })),
    ).rejects.toThrow(/^POST http:\/\/127\.0\.0\.1:\d+\/oidc\/token answered 401: /);
  });
});

/** The pipeline's token for reading the audit (the same flow registerRelease uses). */
function tokenOf() {
  return pipelineToken({ site, clientId: TEAM, clientSecret: SECRET });
}

describe('pnpm release --register without the secret', () => {
  it('stops before building, in one line', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(__dirname, 'releaseRemote.ts'),
        'mfe-admin',
        '--register',
        'https://water.example.org',
      ],
      { encoding: 'utf8', env: { ...process.env, RELEASE_CLIENT_SECRET: '' } },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'release: --register needs the secret of pipeline client headgate-release (RELEASE_CLIENT_ID) in RELEASE_CLIENT_SECRET.\n',
    );
  });
});
