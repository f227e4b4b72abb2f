import fs from 'node:fs';
import path from 'node:path';

/**
 * The modules `@headgate/contracts/calls` reaches through value imports (`import type` is
 * erased), each with what it imports from outside the package.
 */
function packagesImported(entry: string): Map<string, string> {
  const imported = new Map<string, string>();
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(
      /^(?:import|export) (?!type )[^;]*?'([^']+)';/gms,
    )) {
      if (!specifier!.startsWith('.')) {
        imported.set(specifier!, path.relative(path.dirname(entry), file));
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier!);
      const next = ['.ts', '/index.ts'].map((end) => base + end).find(fs.existsSync);
      if (next) visit(next);
    }
  };
  visit(entry);
  return imported;
}

it('loads no zod: a page calling the API through it does not build the schemas', () => {
  const imported = packagesImported(path.join(__dirname, 'index.ts'));
  expect([...imported.keys()].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual(
    [],
  );
});

it('is followed through its re-exports (the test sees what it is meant to watch)', () => {
  const visitedSomething = packagesImported(path.join(__dirname, '..', 'endpoints', 'index.ts'));
  expect(visitedSomething.get('zod')).toBeDefined();
});
