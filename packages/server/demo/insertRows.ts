import type pg from 'pg';

/** Inserts rows with fixed ids, then moves the serial past them so later inserts don't collide. */
export async function insertWithIds(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  serialColumn?: string,
): Promise<void> {
  const placeholders = rows
    .map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
    .join(', ');
  await client.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`,
    rows.flat(),
  );
  if (serialColumn) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table}', '${serialColumn}'), (SELECT max(${serialColumn}) FROM ${table}))`,
    );
  }
}
