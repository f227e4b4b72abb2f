import type pg from 'pg';

// Table and column names here come from the code, never from a request; values are parameters.

/** Inserts one row of `values` into `table` and returns its `key`. */
export async function insertRow(
  client: pg.PoolClient,
  table: string,
  key: string,
  values: Record<string, unknown>,
): Promise<number> {
  const columns = Object.keys(values);
  const { rows } = await client.query<Record<string, number>>(
    `INSERT INTO ${table} (${columns.join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING ${key}`,
    Object.values(values),
  );
  return rows[0]![key]!;
}

/** Sets `values` on the row of `table` whose `key` is `id`. */
export async function updateRow(
  client: pg.PoolClient,
  table: string,
  key: string,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  const columns = Object.keys(values);
  await client.query(
    `UPDATE ${table} SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')}
      WHERE ${key} = $1`,
    [id, ...Object.values(values)],
  );
}

/** Deletes the row of `table` whose `key` is `id`. */
export async function deleteRow(
  client: pg.PoolClient,
  table: string,
  key: string,
  id: number,
): Promise<void> {
  await client.query(`DELETE FROM ${table} WHERE ${key} = $1`, [id]);
}
