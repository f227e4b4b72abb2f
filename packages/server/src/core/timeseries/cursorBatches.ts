import type pg from 'pg';
import Cursor from 'pg-cursor';
import { setLocalStatementTimeout, setLocalTimeZone } from '../database/bulkCopy';

export interface CursorOptions {
  /** Rows as arrays of column values instead of objects: cheaper to build and to write out. */
  rowMode?: 'array';
  /** Reads inside a read-only transaction whose TimeZone is this zone (for `to_char` and casts). */
  timeZone?: string;
  /**
   * Reads inside a read-only transaction whose statement_timeout is this, not the connection's:
   * a cursor's query counts as one statement until its last batch is read, however long the
   * reader takes between batches.
   */
  statementTimeoutMs?: number;
}

/**
 * The rows of a query in batches of at most `batchSize`, read through a server-side cursor so a
 * result of any size never sits whole in memory. The query runs when iteration starts and holds
 * one pooled connection until it ends (or the loop breaks); on PGlite that is the only
 * connection, so finish or break the loop before querying the same pool again.
 */
export async function* cursorBatches<Row>(
  pool: pg.Pool,
  sql: string,
  parameters: unknown[],
  batchSize: number,
  { rowMode, timeZone, statementTimeoutMs }: CursorOptions = {},
): AsyncGenerator<Row[]> {
  const client = await pool.connect();
  const inOwnTransaction = Boolean(timeZone || statementTimeoutMs);
  let failure: unknown;
  try {
    if (inOwnTransaction) await client.query('BEGIN READ ONLY');
    if (timeZone) await client.query(setLocalTimeZone(timeZone));
    if (statementTimeoutMs) await client.query(setLocalStatementTimeout(statementTimeoutMs));
    const cursor = client.query(new Cursor<Row>(sql, parameters, rowMode ? { rowMode } : {}));
    try {
      for (;;) {
        const batch = await cursor.read(batchSize);
        if (batch.length === 0) return;
        yield batch;
        if (batch.length < batchSize) return;
      }
    } finally {
      await cursor.close().catch(() => undefined);
    }
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    // Read-only, so rolling back keeps nothing and loses nothing; PGlite has one session, which
    // must not be left inside a transaction even when the cursor failed.
    if (inOwnTransaction) await client.query('ROLLBACK').catch(() => undefined);
    // A connection whose cursor failed may be mid-protocol: discard it rather than reuse it.
    client.release(failure instanceof Error ? failure : undefined);
  }
}
