import fs from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS, sharedConfig } from './sharedDependencies';

const ROOT = path.resolve(__dirname, '../../../..');
const APPS = ['shell', 'mfe-map', 'mfe-facility', 'mfe-admin', 'mfe-data-access', 'mfe-mobile'];

/** Whether an exact version satisfies a caret range (the only kind the policy uses). */
function satisfiesCaret(version: string, range: string): boolean {
  const [wantMajor, ...wantRest] = range.replace('^', '').split('.').map(Number);
  const [major, ...rest] = version.split('.').map(Number);
  if (major !== wantMajor) return false;
  for (let i = 0; i < wantRest.length; i++) {
    if ((rest[i] ?? 0) !== wantRest[i]) return (rest[i] ?? 0) > (wantRest[i] ?? 0);
  }
  return true;
}

describe('federation sharing policy', () => {
  it('makes every shared module a singleton with an explicit requiredVersion', () => {
    for (const [name, options] of Object.entries(sharedConfig())) {
      expect(options).toEqual({
        singleton: true,
        requiredVersion: SHARED_SINGLETONS[name],
        strictVersion: false,
      });
    }
  });

  it.each(APPS)('is satisfied by the versions %s depends on', (app) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const [name, range] of Object.entries(SHARED_SINGLETONS)) {
      const packageName = name.startsWith('@')
        ? name.split('/').slice(0, 2).join('/')
        : name.split('/')[0]!;
      const declared = pkg.dependencies[packageName];
      if (!declared) continue;
      const version =
        declared === 'workspace:*'
          ? (
              JSON.parse(
                fs.readFileSync(
                  path.join(
                    ROOT,
                    'packages',
                    packageName.replace('@headgate/', ''),
                    'package.json',
                  ),
                  'utf8',
                ),
              ) as { version: string }
            ).version
          : declared;
      expect([name, satisfiesCaret(version, range)]).toEqual([name, true]);
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
    // react-router arrives through react-router-dom.
    roots.delete('react-router');
    const missing = [...roots].filter((name) => !(name in pkg.dependencies));
    expect(missing).toEqual([]);
  });
});
