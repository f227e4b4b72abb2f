import type pg from 'pg';
import Cursor from 'pg-cursor';
import { WINDOW_SQL, windowParameters } from './readWindow';
import { assertSeriesWindow, type Reading, type SeriesWindow } from './seriesWindow';

/** A series window to stream, and how many readings each batch holds at most. */
export interface StreamWindowQuery extends SeriesWindow {
  /** Readings per batch; 5000 when left out. */
  batchSize?: number;
}

const DEFAULT_BATCH_SIZE = 5000;

/**
 * Streams one series' raw readings over `[start, end)`, oldest first, as batches read through a
 * server-side cursor, so a download of years of data never sits whole in memory. The query runs
 * when iteration starts and holds one pooled connection until it ends (or the loop breaks); on
 * PGlite that is the only connection, so finish or break the loop before querying the same
 * pool again. Throws a `RangeError` at once on a malformed window or batch size.
 */
export function streamWindow(pool: pg.Pool, query: StreamWindowQuery): AsyncIterable<Reading[]> {
  assertSeriesWindow(query);
  const batchSize = query.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new RangeError(`batchSize must be a positive integer, got ${String(batchSize)}`);
  }
  return readBatches(pool, windowParameters(query), batchSize);
}

async function* readBatches(
  pool: pg.Pool,
  parameters: unknown[],
  batchSize: number,
): AsyncGenerator<Reading[]> {
  const client = await pool.connect();
  const cursor = client.query(new Cursor<Reading>(WINDOW_SQL, parameters));
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
