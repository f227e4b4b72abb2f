import fs from 'node:fs';
import path from 'node:path';

/**
 * Copies a built version folder to a static host's folder, as `<dir>/<remote>/<version>/` (the
 * site's own `/remotes/` layout). The copy is made beside it and renamed into place, so the host
 * never serves half a version. Returns the folder, or why not: a version there is never replaced.
 */
export function publishVersion(
  versionDir: string,
  publishTo: string,
  remote: string,
  version: string,
): { published: string } | { refused: string } {
  const target = path.resolve(publishTo, remote, version);
  if (fs.existsSync(target)) {
    return {
      refused: `${target} exists: ${remote} ${version} is published already, and versions never change.`,
    };
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(versionDir, partial, { recursive: true });
  fs.renameSync(partial, target);
  return { published: target };
}
