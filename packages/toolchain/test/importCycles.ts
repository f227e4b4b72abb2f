import madge from 'madge';

/** Build output and installed packages: not the workspace's own modules. */
const NOT_SOURCE = /(^|\/)(node_modules|dist)\//;

/**
 * The import cycles among the TypeScript modules under `trees` (folders relative to `root`), each
 * as the modules on it, and the relative imports that lead to no file (whose cycles it cannot
 * see). Type-only imports count: a cycle through one still ties the modules into one unit that
 * cannot be read, moved or tested apart. Imports of other workspace packages are left out, as
 * madge resolves no package name; lint keeps the packages' imports running one way.
 */
export async function importCycles(root: string, trees: readonly string[]) {
  const graph = await madge(
    trees.map((tree) => `${root}/${tree}`),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      excludeRegExp: [NOT_SOURCE],
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    },
  );
  return {
    cycles: graph.circular(),
    unresolved: graph.warnings().skipped.filter((specifier) => specifier.startsWith('.')),
  };
}
