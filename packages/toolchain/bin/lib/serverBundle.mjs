// The server compiled for a release: one ESM bundle of Headgate's own TypeScript (the server and
// the workspace packages it imports), every npm package left as an import, so the release's
// node_modules holds exactly the packages the bundle names, at the versions the workspace pins.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire, isBuiltin } from 'node:module';
import { ROOT } from './workspace.mjs';

/** What the release runs: `bin/headgate` dispatches to these, by their output names. */
export const SERVER_ENTRIES = {
  headgate: 'packages/server/src/cli/headgateCli.ts',
  'nginx-config': 'deploy/nginx/renderNginxCli.ts',
};

/** Workspace packages whose declared versions pin the npm packages the bundle imports. */
const DECLARING_PACKAGES = [
  'packages/server',
  'packages/identity',
  'packages/contracts',
  'packages/platform',
  'packages/site-map',
  'packages/district-clock',
  'deploy',
];

/**
 * The import as Node's ESM loader resolves it in the release. A deep import into a package with
 * no `exports` map (`semver/functions/satisfies`) needs the file's own name there, which tsx's
 * resolution finds without help.
 */
function releaseSpecifier(specifier, importer) {
  const name = packageName(specifier);
  if (specifier === name || isBuiltin(specifier)) return specifier;
  const require = createRequire(importer);
  let manifestPath;
  try {
    manifestPath = require.resolve(`${name}/package.json`);
  } catch {
    return specifier; // an `exports` map that hides package.json: Node resolves the subpath
  }
  if (JSON.parse(fs.readFileSync(manifestPath, 'utf8')).exports) return specifier;
  const file = path.relative(path.dirname(manifestPath), require.resolve(specifier));
  return `${name}/${file.split(path.sep).join('/')}`;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function declaredVersions() {
  const versions = new Map();
  for (const dir of DECLARING_PACKAGES) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    for (const [name, version] of Object.entries(manifest.dependencies ?? {})) {
      if (!version.startsWith('workspace:')) versions.set(name, version);
    }
  }
  return versions;
}

/**
 * Bundles the server into `outDir` and returns the npm dependencies its output imports, each at
 * the exact version a workspace package declares. Throws when the bundle imports a package no
 * workspace package declares as a (production) dependency.
 */
export async function bundleServer(outDir) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-stay-imports',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@headgate/')
              ? undefined
              : { path: releaseSpecifier(args.path, args.importer), external: true },
          );
        },
      },
    ],
  });
  const versions = declaredVersions();
  const dependencies = {};
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || isBuiltin(specifier)) continue;
      const name = packageName(specifier);
      const version = versions.get(name);
      if (!version)
        throw new Error(
          `The server imports ${name}, which no workspace package declares as a dependency.`,
        );
      dependencies[name] = version;
    }
  }
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}
