import fs from 'node:fs';
import path from 'node:path';
import satisfies from 'semver/functions/satisfies';
import {
  installedVersion,
  offeredVersions,
  SHARED_SINGLETONS,
  sharedConfig,
} from './sharedDependencies';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-map', 'mfe-facility', 'mfe-admin', 'mfe-data-access', 'mfe-mobile'];

describe('federation sharing policy', () => {
  it('makes every shared module a strict singleton; a workspace package requires ^ its own version', () => {
    const appDir = path.join(ROOT, 'mfe-admin');
    for (const [name, options] of Object.entries(sharedConfig(appDir))) {
      const version = installedVersion(name, appDir);
      expect(options).toEqual({
        singleton: true,
        version,
        requiredVersion: SHARED_SINGLETONS[name] ?? `^${version}`,
        strictVersion: true,
      });
    }
    expect(
      (sharedConfig(appDir) as Record<string, { requiredVersion: string }>)[
        '@headgate/design-system'
      ]?.requiredVersion,
    ).toBe(
      `^${(JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/design-system/package.json'), 'utf8')) as { version: string }).version}`,
    );
  });

  it.each(APPS)('is satisfied by the versions %s has', (app) => {
    const appDir = path.join(ROOT, app);
    for (const [name, options] of Object.entries(sharedConfig(appDir))) {
      const { requiredVersion } = options as { requiredVersion: string };
      expect([
        name,
        satisfies(offeredVersions(path.join(ROOT, 'shell'))[name]!, requiredVersion),
      ]).toEqual([name, true]);
    }
  });

  it.each(APPS)('leaves no shared module undeclared in %s', (app) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const roots = new Set(
      Object.keys(SHARED_SINGLETONS).map((name) =>
        name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!,
      ),
    );
    const missing = [...roots].filter((name) => !(name in pkg.dependencies));
    expect(missing).toEqual([]);
  });
});
