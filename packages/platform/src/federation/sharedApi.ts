import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SHARED_SINGLETONS } from './sharedDependencies';

const ROOT = path.resolve(__dirname, '../../../..');
/** The recorded public API of every shared workspace package, by version. */
export const SHARED_API_FILE = path.join(__dirname, 'sharedApi.json');

/** A shared package's version and the names each of its entry points exports. */
export interface PackageApi {
  version: string;
  exports: Record<string, string[]>;
}

/** The workspace packages the federation shares (the `@headgate/*` singletons). */
function sharedWorkspacePackages(): string[] {
  return Object.keys(SHARED_SINGLETONS).filter((name) => SHARED_SINGLETONS[name] === null);
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

/** The API recorded with each package's current version (`pnpm shared-api`). */
export function recordedSharedApi(): Record<string, PackageApi> {
  return JSON.parse(fs.readFileSync(SHARED_API_FILE, 'utf8')) as Record<string, PackageApi>;
}
