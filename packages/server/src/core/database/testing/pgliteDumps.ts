import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { loadProviderSecrets } from '@headgate/identity';
import { migrate } from '../migrate';

/** The dumps (PGlite's `dumpDataDir`) every in-memory test database starts from. */
export interface PgliteDumps {
  /** A new cluster, no schema: for the tests of the migrations themselves. */
  empty: string;
  /** The same as a server's first start leaves it: migrated, the sign-in provider's keys made. */
  migrated: string;
}

async function writeDump(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Writes the run's two dumps to files and answers their paths. A new cluster runs initdb (about
 * a second) and the migrations take a few hundred milliseconds more: a hundred times a run.
 */
export async function writePgliteDumps(migrations: string): Promise<PgliteDumps> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-pglite-'));
  const dumps = { empty: path.join(dir, 'empty.tar'), migrated: path.join(dir, 'migrated.tar') };
  const pglite = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    // Tests never create databases in PGlite: without the two templates the dump is smaller,
    // and a test database starts from it faster (figures: docs/benchmarks.md).
    for (const template of ['template0', 'template1']) {
      await pglite.query(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await pglite.query(`DROP DATABASE ${template}`);
    }
    await writeDump(pglite, dumps.empty);
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
    await migrate(pool, migrations);
    await loadProviderSecrets(pool);
    await pool.end();
    await writeDump(pglite, dumps.migrated);
    return dumps;
  } finally {
    await pglite.close();
  }
}

const read = new Map<string, Blob>();

/** A dump `writePgliteDumps` wrote for this run, read once per test file's module. */
export function pgliteDump(file: string): Blob {
  let dump = read.get(file);
  if (!dump) read.set(file, (dump = new Blob([fs.readFileSync(file)])));
  return dump;
}
