import type { Readable } from 'node:stream';

/**
 * Bulk copy in and out of the database, one implementation per driver: `COPY` is the fastest way
 * in and out of PostgreSQL, but PGlite and a server reach it differently.
 */
export interface BulkCopy {
  /** Loads CSV rows (no header) into `table (columns)`; resolves to the number of rows. */
  copyIn(table: string, columns: readonly string[], csv: string): Promise<number>;
  /** Streams the result of a query as CSV with a header row, without buffering it. */
  copyOut(query: string): Readable;
}

/** Double-quotes an SQL identifier (table or column name). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function copyInStatement(table: string, columns: readonly string[], source: string): string {
  const target = table.split('.').map(quoteIdentifier).join('.');
  return `COPY ${target} (${columns.map(quoteIdentifier).join(', ')}) FROM ${source} WITH (FORMAT csv)`;
}

export function copyOutStatement(query: string): string {
  return `COPY (${query}) TO STDOUT WITH (FORMAT csv, HEADER true)`;
}
