import type pg from 'pg';
import type { CollectionExtent } from './collection';

/**
 * The extent of the locations a query finds: `sql` selects `west`, `south`, `east` and `north`
 * (min and max of longitude and latitude) of what the caller may see. No time interval: the
 * collections do not compute one yet.
 */
export async function spatialExtent(
  pool: pg.Pool,
  sql: string,
  values: unknown[],
): Promise<CollectionExtent> {
  const { rows } = await pool.query<Record<'west' | 'south' | 'east' | 'north', number | null>>(
    sql,
    values,
  );
  const box = rows[0];
  return {
    bbox: box?.west == null ? null : [box.west, box.south!, box.east!, box.north!],
    interval: [null, null],
  };
}
