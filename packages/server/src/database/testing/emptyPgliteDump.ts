import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Writes a dump of a new, empty PGlite cluster to a file and answers its path. Every in-memory
 * test database starts from it: a new cluster runs initdb, about a second each, a hundred
 * times a run.
 */
export async function writeEmptyPgliteDump(): Promise<string> {
  const pglite = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-pglite-')), 'empty.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await pglite.close();
  }
}

let cached: { file: string; dump: Blob } | undefined;

/** The dump `writeEmptyPgliteDump` wrote for this run, read once per test file's module. */
export function emptyPgliteDump(file: string): Blob {
  if (cached?.file !== file) cached = { file, dump: new Blob([fs.readFileSync(file)]) };
  return cached.dump;
}
