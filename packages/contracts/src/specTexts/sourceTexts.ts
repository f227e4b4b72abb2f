import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folders whose files are not the product: tests' helpers, builds, and this list itself. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'testing', 'specTexts']);
const SOURCE_FILE = /\.(tsx?|mjs|html)$/;
const TEST_FILE = /\.test\.tsx?$/;

/** The `src` trees of the shell, the remotes and the packages. */
function sourceRoots(repoRoot: string): string[] {
  const folders = (under: string) =>
    readdirSync(join(repoRoot, under), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(under, entry.name));
  const areas = folders('.').filter((folder) => /^(shell|mfe-[\w-]+)$/.test(folder));
  return [...areas, ...folders('packages')]
    .map((folder) => join(repoRoot, folder, 'src'))
    .filter((root) => {
      try {
        return readdirSync(root).length > 0;
      } catch {
        return false;
      }
    });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * The product's source as one text to search, tests left out: runs of white space are one space
 * (Prettier wraps long JSX text), and escaped apostrophes read as apostrophes.
 */
export function productSource(repoRoot: string): string {
  return sourceRoots(repoRoot)
    .flatMap(sourceFiles)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .replaceAll("\\'", "'")
    .replaceAll('&apos;', "'")
    .replace(/\s+/g, ' ');
}

/**
 * The fixed pieces of a spec text, which the source must hold: the text split at its `{value}`
 * placeholders, trimmed, leaving out pieces too short to mean anything (a closing quote).
 */
export function fixedPieces(text: string): string[] {
  return text
    .split(/\{[^}]*\}/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 3);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the source shows the spec text: each fixed piece stands whole, between the quotes of a
 * string, the tags of JSX text or a `{value}` the code fills in, never as the start or end of a
 * longer text ('No data available' is not in 'No data available for left, right…').
 */
export function holdsText(source: string, text: string): boolean {
  return fixedPieces(text).every((piece) =>
    new RegExp(`['"\`>}] ?${escaped(piece)} ?['"\`<{$]`).test(source),
  );
}
