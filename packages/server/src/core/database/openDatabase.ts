import fs from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  copyInStatement,
  copyOutStatement,
  setLocalStatementTimeout,
  setLocalTimeZone,
  type BulkCopy,
} from './bulkCopy';
import { lockDataDir } from './dataDirLock';
import { createPostgresPool, type PostgresPoolOptions } from './postgresPool';

export type DatabaseDriver = 'pglite' | 'postgres';

/** The database behind the API: one `pg` pool for every query, whichever driver serves it. */
export interface Database {
  driver: DatabaseDriver;
  pool: pg.Pool;
  bulk: BulkCopy;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL (15 or newer) connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Connections kept to PostgreSQL at most (PG_POOL_MAX); PGlite serves one at a time. */
  pgPoolMax?: number;
  /**
   * How long a statement may run on PostgreSQL: a serving server's PG_STATEMENT_TIMEOUT_MS.
   * Without it (commands, a server preparing its database) the database's own setting holds.
   * PGlite, which runs on the server's own thread, has no timeout to set.
   */
  statementTimeoutMs?: number;
  /** The `application_name` of the connections to PostgreSQL (`serverApplicationName`). */
  applicationName?: string;
  /** The embedded database's folder, or `memory://` for a throwaway one. */
  dataDir: string;
  /**
   * A dump (PGlite's `dumpDataDir`) a throwaway embedded database starts as, instead of a new
   * cluster: it skips initdb, about a second of a start.
   */
  initialDataDir?: Blob;
}

/** Opens the configured database: PostgreSQL when a URL is given, else PGlite in `dataDir`. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, {
        max: options.pgPoolMax,
        statementTimeoutMs: options.statementTimeoutMs,
        applicationName: options.applicationName,
      })
    : openPglite(options.dataDir, options.initialDataDir);
}

async function openPostgres(
  connectionString: string,
  poolOptions: PostgresPoolOptions,
): Promise<Database> {
  const pool = createPostgresPool(connectionString, poolOptions);
  await pool.query('SELECT 1');
  return {
    driver: 'postgres',
    pool,
    bulk: {
      async copyIn(table, columns, csv, given) {
        const own = given ? undefined : await pool.connect();
        const client = given ?? own!;
        try {
          const sink = client.query(copyFrom(copyInStatement(table, columns, 'STDIN')));
          await new Promise<void>((resolve, reject) => {
            sink.on('finish', resolve).on('error', reject);
            sink.end(csv);
          });
          return Number(sink.rowCount ?? 0);
        } finally {
          own?.release();
        }
      },
      copyOut(query, options = {}) {
        const output = new PassThrough();
        const copy = async () => {
          const client = await pool.connect();
          let finished = false;
          const { timeZone, statementTimeoutMs: timeoutMs } = options;
          const inOwnTransaction = Boolean(timeZone || timeoutMs);
          try {
            if (inOwnTransaction) await client.query('BEGIN READ ONLY');
            if (timeZone) await client.query(setLocalTimeZone(timeZone));
            if (timeoutMs) await client.query(setLocalStatementTimeout(timeoutMs));
            // pipeline waits for the reader: a slow download slows the copy, it never piles up.
            await pipeline(
              client.query(copyTo(copyOutStatement(query, 'STDOUT', options))),
              output,
            );
            if (inOwnTransaction) await client.query('COMMIT');
            finished = true;
          } finally {
            // A copy abandoned midway leaves the connection mid-protocol: discard it.
            client.release(finished ? undefined : new Error('COPY TO did not finish'));
          }
        };
        copy().catch((error: Error) => output.destroy(error));
        return output;
      },
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, initialDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const lock = inMemory ? null : lockDataDir(dataDir);
  try {
    if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
    const pglite = await PGlite.create(inMemory ? undefined : dataDir, {
      extensions: { pg_trgm },
      ...(inMemory && initialDataDir ? { loadDataDir: initialDataDir } : {}),
    });
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
    return {
      driver: 'pglite',
      pool,
      bulk: {
        async copyIn(table, columns, csv) {
          const result = await pglite.query(copyInStatement(table, columns, "'/dev/blob'"), [], {
            blob: new Blob([csv]),
          });
          return result.affectedRows ?? 0;
        },
        copyOut(query, options = {}) {
          // PGlite hands COPY TO back as one blob: the stream starts once the copy is complete.
          const output = new Readable({ read() {} });
          const copy = async () => {
            const statement = copyOutStatement(query, "'/dev/blob'", options);
            const { timeZone } = options;
            const result = timeZone
              ? await pglite.transaction(async (tx) => {
                  await tx.exec(setLocalTimeZone(timeZone));
                  return tx.query(statement);
                })
              : await pglite.query(statement);
            output.push(Buffer.from(await (result.blob ?? new Blob([])).arrayBuffer()));
            output.push(null);
          };
          copy().catch((error: Error) => output.destroy(error));
          return output;
        },
      },
      async close() {
        await pool.end();
        await pglite.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
