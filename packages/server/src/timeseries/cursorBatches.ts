import type pg from 'pg';
import Cursor from 'pg-cursor';

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
): AsyncGenerator<Row[]> {
  const client = await pool.connect();
  const cursor = client.query(new Cursor<Row>(sql, parameters));
  let failure: unknown;
  try {
    for (;;) {
      const batch = await cursor.read(batchSize);
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < batchSize) return;
    }
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    await cursor.close().catch(() => undefined);
    // A connection whose cursor failed may be mid-protocol: discard it rather than reuse it.
    client.release(failure instanceof Error ? failure : undefined);
  }
}
