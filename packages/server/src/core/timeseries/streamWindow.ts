import type pg from 'pg';
import { cursorBatches } from './cursorBatches';
import { WINDOW_SQL, windowParameters } from './readWindow';
import { assertSeriesWindow, type Reading, type SeriesWindow } from './seriesWindow';

/** A series window to stream, and how many readings each batch holds at most. */
export interface StreamWindowQuery extends SeriesWindow {
  /** Readings per batch; 5000 when left out. */
  batchSize?: number;
  /** The statement_timeout of the read's own transaction (a download's); else the connection's. */
  statementTimeoutMs?: number;
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
  return cursorBatches<Reading>(pool, WINDOW_SQL, windowParameters(query), batchSize, {
    statementTimeoutMs: query.statementTimeoutMs,
  });
}
