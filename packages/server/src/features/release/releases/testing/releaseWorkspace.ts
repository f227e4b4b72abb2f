import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ReleaseEntry } from '@headgate/contracts';
import { readConfig } from '../../../../config';
import { createServer } from '../../../../createServer';
import { migrate } from '../../../../core/database/migrate';
import type { Database } from '../../../../core/database/openDatabase';
import { migratedDatabase } from '../../../../core/database/testing/testDatabases';

/**
 * A workspace as the build leaves it: a shell offering @headgate/platform 0.3.1, and mfe-admin
 * built as 0.1.0 (its package version), 0.2.0, and 0.9.0 built against a platform ^0.4.0 that
 * this shell does not offer; each version a manifest and the entry script it names.
 */
export function releaseWorkspace(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-releases-'));
  const write = (file: string, content: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(
      path.join(root, file),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  };
  write('shell/dist/shared-versions.json', { '@headgate/platform': '0.3.1' });
  write('mfe-admin/package.json', { name: 'mfe-admin', version: '0.1.0' });
  for (const [version, range] of [
    ['0.1.0', '^0.3.0'],
    ['0.2.0', '^0.3.1'],
    ['0.9.0', '^0.4.0'],
  ] as const) {
    write(`mfe-admin/dist/${version}/mf-manifest.json`, {
      metaData: {
        buildInfo: { buildVersion: version },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      },
      shared: [{ name: '@headgate/platform', requiredVersion: range }],
    });
    write(`mfe-admin/dist/${version}/remoteEntry.js`, `/* mfe-admin ${version} */`);
  }
  return root;
}

/** A migrated database's server over `root`; `env` adds settings. */
export async function startReleaseServer(
  db: Database,
  root: string,
  env: NodeJS.ProcessEnv = {},
): Promise<FastifyInstance> {
  await migrate(db.pool, path.join(__dirname, '../../../../core/database/migrations'));
  return createServer(readConfig({ LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off', ...env }, root), db);
}

/**
 * A release server over a fresh PGlite and a `releaseWorkspace`, for the tests of the enclosing
 * describe block (or file); `env` adds settings (read as the server starts, when a function, so
 * an earlier `beforeAll` may have chosen ports). Removed with its workspace after them.
 */
export function releaseServerFixture(env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {}): {
  root: string;
  db: Database;
  app: FastifyInstance;
} {
  const server = {} as { root: string; db: Database; app: FastifyInstance };
  beforeAll(async () => {
    server.root = releaseWorkspace();
    server.db = await migratedDatabase('pglite');
    server.app = await startReleaseServer(
      server.db,
      server.root,
      typeof env === 'function' ? env() : env,
    );
  });
  afterAll(async () => {
    await server.app.close();
    await server.db.close();
    fs.rmSync(server.root, { recursive: true, force: true });
  });
  return server;
}

/** An entry of mfe-admin built on this site. */
export function builtEntry(
  version: string,
  traffic: number,
  more: Partial<ReleaseEntry> = {},
): ReleaseEntry {
  return {
    version,
    url: `/remotes/mfe-admin/${version}/mf-manifest.json`,
    default: false,
    traffic,
    ...more,
  };
}
