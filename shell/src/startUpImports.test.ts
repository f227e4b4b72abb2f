import fs from 'node:fs';
import path from 'node:path';

/**
 * What every page, the landing page first, evaluates before its first render: the packages the
 * shell's modules import statically from `bootstrap.tsx` and from the landing page on (`import()`
 * starts a chunk of its own), each with the first module found importing it.
 */
function startUpImports(): Map<string, string> {
  const imported = new Map<string, string>();
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*?'([^']+)';/gms)) {
      if (!specifier!.startsWith('.')) {
        imported.set(specifier!, path.relative(__dirname, file));
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier!);
      const next = ['.ts', '.tsx', '/index.ts'].map((end) => base + end).find(fs.existsSync);
      if (next) visit(next);
    }
  };
  visit(path.join(__dirname, 'bootstrap.tsx'));
  // The landing page's own chunk is part of the first render of /login.
  visit(path.join(__dirname, 'landing/LandingPage.tsx'));
  return imported;
}

const START_UP_IMPORTS = startUpImports();

it.each([
  ['zod', 'schemas are checked where answers arrive, after the first render'],
  ['@headgate/contracts', 'its endpoint schemas bring zod'],
  ['@headgate/api-client', 'the query client loads with the first area or sign-out'],
  [
    '@headgate/routing',
    'the landing page draws without the router; it loads with the first move on',
  ],
  ['@headgate/design-system', 'the start-up needs its frame only (@headgate/design-system/frame)'],
  ['single-spa', 'it starts with the first area'],
  ['@module-federation/enhanced/runtime', 'areas load their remotes later'],
  ['semver', 'the version guard runs when a remote loads'],
  ['oidc-client-ts', 'the OIDC client loads for a session or a sign-in'],
])('the start-up does not import %s: %s', (name) => {
  // A package's subpath counts (`zod/mini`), except for `@headgate/contracts`, whose subpaths are
  // plain constants without schemas, and the design system, whose frame is a subpath.
  const subpathsAllowed = ['@headgate/contracts', '@headgate/design-system'].includes(name);
  const offenders = [...START_UP_IMPORTS].filter(
    ([specifier]) => specifier === name || (!subpathsAllowed && specifier.startsWith(`${name}/`)),
  );
  expect(offenders).toEqual([]);
});

it('sees the imports it is meant to watch', () => {
  expect(START_UP_IMPORTS.get('react-dom/client')).toBe('bootstrap.tsx');
  expect(START_UP_IMPORTS.get('@headgate/design-system/frame')).toBeDefined();
});
