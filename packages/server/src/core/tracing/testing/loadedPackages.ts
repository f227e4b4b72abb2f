import fs from 'node:fs';
import { registerHooks } from 'node:module';

/** The npm package a module URL is in (the last `node_modules` of its path), else Headgate. */
function packageOf(url: string | undefined): string {
  return /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url ?? '')?.[1] ?? 'headgate';
}

/**
 * Preloaded into a server process (`--import`): records every npm package it loads, by ESM
 * `import` or by `require`, with the packages that loaded it, and on exit writes them as one
 * line, `loaded packages: {"pg":["headgate"],…}`, for a test to tell which were loaded and why.
 */
const loaded = new Map<string, Set<string>>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const name = packageOf(resolved.url);
    const by = packageOf(context.parentURL);
    if (name !== 'headgate' && name !== by) {
      loaded.set(name, (loaded.get(name) ?? new Set()).add(by));
    }
    return resolved;
  },
});
process.on('exit', () => {
  const listed = Object.fromEntries([...loaded].map(([name, by]) => [name, [...by].sort()]));
  fs.writeSync(2, `\nloaded packages: ${JSON.stringify(listed)}\n`);
});
