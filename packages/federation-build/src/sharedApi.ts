import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SHARED_SINGLETONS } from './sharedDependencies';

const ROOT = path.resolve(__dirname, '../../..');
/** The recorded public API of every shared workspace package, by version. */
export const SHARED_API_FILE = path.join(__dirname, 'sharedApi.json');

/** The names each entry point of a package exports. */
export type PackageExports = Record<string, string[]>;

/** A shared package's version and the names each of its entry points exports. */
export interface PackageApi {
  version: string;
  exports: PackageExports;
}

/**
 * What `pnpm shared-api` recorded: package → version → its exports. A version's record is never
 * rewritten, so exports that change under a version already recorded are a missed bump.
 */
export type RecordedApi = Record<string, Record<string, PackageExports>>;

/**
 * The workspace packages the federation shares (the `@headgate/*` singletons). A shared subpath
 * (`@headgate/design-system/frame`) is one of its package's entry points, recorded with them.
 */
function sharedWorkspacePackages(): string[] {
  return Object.keys(SHARED_SINGLETONS).filter(
    (name) => SHARED_SINGLETONS[name] === null && name.split('/').length === 2,
  );
}

/**
 * What each shared workspace package exports now, read by the TypeScript compiler (types
 * included: a remote compiled against a type that is gone breaks as surely as a missing function).
 */
export function currentSharedApi(): Record<string, PackageApi> {
  const packages = sharedWorkspacePackages().map((name) => {
    const dir = path.join(ROOT, 'packages', name.replace('@headgate/', ''));
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
      exports: Record<string, string>;
    };
    return { name, dir, manifest };
  });
  const entryFiles = packages.flatMap(({ dir, manifest }) =>
    Object.values(manifest.exports).map((file) => path.join(dir, file)),
  );
  const program = ts.createProgram(entryFiles, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    packages.map(({ name, dir, manifest }) => [
      name,
      {
        version: manifest.version,
        exports: Object.fromEntries(
          Object.entries(manifest.exports).map(([entry, file]) => {
            const source = program.getSourceFile(path.join(dir, file));
            const symbol = source && checker.getSymbolAtLocation(source);
            const names = symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : [];
            return [entry, names.sort()];
          }),
        ),
      },
    ]),
  );
}

/** The APIs recorded by `pnpm shared-api`, every package's versions. */
export function recordedSharedApi(): RecordedApi {
  return fs.existsSync(SHARED_API_FILE)
    ? (JSON.parse(fs.readFileSync(SHARED_API_FILE, 'utf8')) as RecordedApi)
    : {};
}

/**
 * What is wrong with a package's API against the record for its current version, in words a
 * developer can act on; null if nothing. `unrecorded` is what to say of a version not recorded
 * yet (the test asks to record it; the recorder records it).
 */
export function apiProblem(
  name: string,
  now: PackageApi,
  versions: Readonly<Record<string, PackageExports>> | undefined,
  unrecorded: string | null = `run pnpm shared-api`,
): string | null {
  const recorded = versions?.[now.version];
  if (!recorded) return unrecorded && `${name} ${now.version} has no recorded API: ${unrecorded}`;
  if (JSON.stringify(recorded) !== JSON.stringify(now.exports)) {
    return `${name}'s exports differ from those recorded for ${now.version}: bump its version (patch while only adding, minor when removing or changing, as long as it is 0.x), then run pnpm shared-api`;
  }
  return null;
}
