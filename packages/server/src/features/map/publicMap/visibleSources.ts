import type pg from 'pg';
import type { FeatureCollection, MapSource } from '@headgate/contracts';
import type { Role } from '@headgate/contracts/roles';
import { maySee } from '../../../core/api/routeAccess';
import { locationFeatures } from './locationFeatures';

/** Sources built live from the locations table, so edits in Locations Setup show at once. */
export const PUBLIC_LOCATIONS_SOURCE = 'public-locations';
export const UNITED_LOCATIONS_SOURCE = 'united-locations';

interface SourceRow {
  source_id: string;
  options: Record<string, unknown>;
  required_roles: string[];
  attribution: string | null;
}

/** The sources a caller with these roles may see, each with its features. */
export async function visibleSources(pool: pg.Pool, roles: readonly Role[]): Promise<MapSource[]> {
  const { rows } = await pool.query<SourceRow>('SELECT * FROM map_sources ORDER BY source_id');
  const sources: MapSource[] = [];
  for (const row of rows.filter((source) => maySee(roles, source.required_roles))) {
    sources.push({
      ...row.options,
      ...(row.attribution ? { attribution: row.attribution } : {}),
      id: row.source_id,
      data: await sourceFeatures(pool, row.source_id),
    });
  }
  return sources;
}

async function sourceFeatures(pool: pg.Pool, sourceId: string): Promise<FeatureCollection> {
  if (sourceId === PUBLIC_LOCATIONS_SOURCE) return locationFeatures(pool, { publicOnly: true });
  if (sourceId === UNITED_LOCATIONS_SOURCE) return locationFeatures(pool, { publicOnly: false });
  const { rows } = await pool.query<{
    feature_id: string;
    geometry: FeatureCollection['features'][number]['geometry'];
    properties: Record<string, unknown>;
  }>(
    'SELECT feature_id, geometry, properties FROM map_features WHERE source_id = $1 ORDER BY feature_id',
    [sourceId],
  );
  return {
    type: 'FeatureCollection',
    features: rows.map((row) => ({
      type: 'Feature',
      id: row.feature_id,
      geometry: row.geometry,
      properties: row.properties,
    })),
  };
}
