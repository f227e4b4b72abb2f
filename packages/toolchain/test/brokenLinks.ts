import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { headingAnchors, linksIn } from './markdownLinks';

/** A link a reader of a clone could not follow, and why. */
export interface BrokenLink {
  /** The markdown file, relative to the repository's root, and the link's line in it. */
  file: string;
  line: number;
  target: string;
  reason: string;
}

// A destination with a scheme (https:, mailto:) leads to the web, which this check does not read.
const WEB_ADDRESS = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The files a clone of the repository holds, relative to `root`: those git tracks and the new
 * ones it does not ignore (so a page written and not yet committed is checked too), without
 * those deleted from the working tree.
 */
export function repositoryFiles(root: string): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${root}: ${listed.stderr}`);
  return listed.stdout.split('\0').filter((file) => file && fs.existsSync(path.join(root, file)));
}

/**
 * Every relative link of the markdown files among `files` that does not lead to one of `files`
 * (or a folder holding some), or that names a heading its target does not have. A link out of
 * the repository counts as broken even where the file exists on this machine: a clone lacks it.
 */
export function brokenLinks(root: string, files: readonly string[]): BrokenLink[] {
  const present = new Set(files);
  const folders = new Set(files.flatMap((file) => ancestorsOf(file)));
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorsOf.has(file))
      anchorsOf.set(file, headingAnchors(fs.readFileSync(path.join(root, file), 'utf8')));
    return anchorsOf.get(file)!;
  };
  const broken: BrokenLink[] = [];
  for (const file of files.filter((name) => name.endsWith('.md'))) {
    for (const { target, line } of linksIn(fs.readFileSync(path.join(root, file), 'utf8'))) {
      if (WEB_ADDRESS.test(target)) continue;
      const [pathPart = '', anchor] = target.split('#', 2);
      const resolved = pathPart
        ? path.posix.normalize(
            pathPart.startsWith('/')
              ? decodeURI(pathPart.slice(1))
              : path.posix.join(path.posix.dirname(file), decodeURI(pathPart)),
          )
        : file;
      const linked = resolved.replace(/\/$/, '');
      const reason =
        linked === '..' || linked.startsWith('../')
          ? 'leads out of the repository'
          : !present.has(linked) && !folders.has(linked)
            ? 'leads to no file of the repository'
            : anchor && linked.endsWith('.md') && !anchors(linked).has(anchor)
              ? `${linked} has no heading with the anchor #${anchor}`
              : undefined;
      if (reason) broken.push({ file, line, target, reason });
    }
  }
  return broken;
}

/** `a/b/c.md` → `a`, `a/b`; the root itself is `.`. */
function ancestorsOf(file: string): string[] {
  const parts = file.split('/').slice(0, -1);
  return ['.', ...parts.map((_, index) => parts.slice(0, index + 1).join('/'))];
}
