import type { Readable } from 'node:stream';
import type pg from 'pg';

/**
 * Bulk copy in and out of the database, one implementation per driver: `COPY` is the fastest way
 * in and out of PostgreSQL, but PGlite and a server reach it differently.
 */
export interface BulkCopy {
  /**
   * Loads CSV rows (no header) into `table (columns)`; resolves to the number of rows. On
   * PostgreSQL it runs on `client` when given (a transaction's connection, so the rows come and
   * go with it), else on a connection of its own; PGlite has the one connection.
   */
  copyIn(
    table: string,
    columns: readonly string[],
    csv: string,
    client?: pg.ClientBase,
  ): Promise<number>;
  /**
   * The result of a query as CSV (with a header row unless `header` is false), streamed with
   * backpressure on PostgreSQL; PGlite hands it over whole once the copy is done. With
   * `timeZone`, timestamps are written on that clock (the copy runs in a read-only transaction
   * whose TimeZone it sets); with `statementTimeoutMs`, that transaction bounds the copy by it
   * instead of the connection's own timeout (PostgreSQL only: PGlite has none).
   */
  copyOut(query: string, options?: CopyOutOptions): Readable;
}

export interface CopyOutOptions {
  header?: boolean;
  timeZone?: string;
  statementTimeoutMs?: number;
}

/** Double-quotes an SQL identifier (table or column name). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function copyInStatement(table: string, columns: readonly string[], source: string): string {
  const target = table.split('.').map(quoteIdentifier).join('.');
  return `COPY ${target} (${columns.map(quoteIdentifier).join(', ')}) FROM ${source} WITH (FORMAT csv)`;
}

export function copyOutStatement(
  query: string,
  target: 'STDOUT' | "'/dev/blob'",
  { header = true }: CopyOutOptions = {},
): string {
  return `COPY (${query}) TO ${target} WITH (FORMAT csv, HEADER ${header})`;
}

/** `SET LOCAL TimeZone` to a zone name, quoted as an SQL literal. */
export function setLocalTimeZone(timeZone: string): string {
  return `SET LOCAL TimeZone = '${timeZone.replace(/'/g, "''")}'`;
}

/**
 * `SET LOCAL statement_timeout`: a longer bound than the connection's for one transaction's
 * statements (a download's, which lasts as long as its client takes to read it).
 */
export function setLocalStatementTimeout(ms: number): string {
  if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`not a timeout in ms: ${ms}`);
  return `SET LOCAL statement_timeout = ${ms}`;
}
