import fs from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

type SharedOption = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

/**
 * The federation sharing policy: modules that must exist once on the page, with the version
 * range every app is built against. React and its subpaths hold hooks state, emotion holds the
 * theme context, and the `@headgate/*` client packages hold the navigation context
 * (`@headgate/routing`: react-router, only the part the apps use), the auth store, the
 * QueryClient, the theme and toast stores. The design system's frame (themes, toast, loader) is
 * shared on its own as well, so that a page without an area loads it without the rest; the
 * package's main entry re-exports it through that name.
 *
 * `@headgate/contracts` (zod schemas, constants, pure helpers: no state) is not shared:
 * each app bundles the part it uses. That is smaller on every remote's page than the shared
 * copy, which arrives whole, and a remote built against newer
 * contracts simply carries them instead of being refused.
 * `@headgate/site-map` (remote ids, paths, the discovery schema: plain data) is bundled the
 * same way.
 *
 * MUI itself is deliberately not shared: sharing all of `@mui/material` puts the whole library
 * into the shell's first load. Each remote bundles the MUI components it
 * uses and reads the shared theme through the shared emotion context.
 *
 * A `null` range is the workspace's own package: an app requires `^` the version it was built
 * with, so a remote built against a newer API than the page offers is refused with the reason,
 * instead of silently getting the page's older copy.
 */
export const SHARED_SINGLETONS: Readonly<Record<string, string | null>> = {
  react: '^19.3.1',
  'react/jsx-runtime': '^19.3.1',
  'react/jsx-dev-runtime': '^19.3.1',
  'react-dom': '^19.3.1',
  'react-dom/client': '^19.3.1',
  zustand: '^5.1.0',
  '@tanstack/react-query': '^5.108.0',
  '@tanstack/query-core': '^5.108.0',
  '@emotion/react': '^11.14.0',
  '@headgate/platform': null,
  '@headgate/design-system': null,
  '@headgate/design-system/frame': null,
  '@headgate/auth': null,
  '@headgate/api-client': null,
  '@headgate/routing': null,
};

/** `react-dom/client` → `react-dom`; `@scope/name/sub` → `@scope/name`. */
function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return moduleName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The version of a package as the app at `appDir` resolves it. */
export function installedVersion(moduleName: string, appDir: string): string {
  const name = packageOf(moduleName);
  let dir = path.dirname(require.resolve(name, { paths: [appDir] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name && manifest.version) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json of ${name} above ${appDir}.`);
    dir = parent;
  }
}

/** Every shared module at the version the app at `appDir` has: what a host offers the page. */
export function offeredVersions(appDir: string): Record<string, string> {
  return Object.fromEntries(
    Object.keys(SHARED_SINGLETONS).map((name) => [name, installedVersion(name, appDir)]),
  );
}

/**
 * The `shared` option of the ModuleFederationPlugin for the app at `appDir`: singletons, each
 * strict about its range, so the federation runtime refuses a version that does not satisfy it.
 */
export function sharedConfig(appDir: string): SharedOption {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([name, range]) => {
      const version = installedVersion(name, appDir);
      return [
        name,
        { singleton: true, version, requiredVersion: range ?? `^${version}`, strictVersion: true },
      ];
    }),
  );
}
