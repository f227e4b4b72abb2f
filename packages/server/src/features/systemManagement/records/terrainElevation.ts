import type { FastifyInstance } from 'fastify';
import { elevationFeet, locationSetupEndpoints } from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { ADMIN_REFUSALS } from '../../../core/api/adminRefusals';
import { DependencyFailed, NotConfigured } from '../../../core/api/refusals';

const TIMEOUT_MS = 5000;

/**
 * The elevation in metres in a terrain service's answer: `{ elevation }`, or a tile query's
 * features with `ele` (contour) values, of which the highest is the point's (spec §7).
 */
export function elevationMetres(answer: unknown): number | null {
  const body = answer as { elevation?: unknown; features?: { properties?: { ele?: unknown } }[] };
  if (typeof body?.elevation === 'number') return body.elevation;
  const contours = (body?.features ?? [])
    .map((feature) => feature.properties?.ele)
    .filter((value): value is number => typeof value === 'number');
  return contours.length ? Math.max(...contours) : null;
}

/** `GET /api/terrain-elevation/{latitude}/{longitude}`: feet above sea level, when configured. */
export function terrainElevationRoutes(app: FastifyInstance, terrainUrl: string | undefined) {
  registerEndpoint(
    app,
    locationSetupEndpoints.terrainElevation,
    async (request) => {
      if (!terrainUrl) {
        throw new NotConfigured('No terrain service is configured (HEADGATE_TERRAIN_URL).');
      }
      const { latitude, longitude } = request.params;
      const url = terrainUrl.replace('{lat}', String(latitude)).replace('{lon}', String(longitude));
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        const metres = response.ok ? elevationMetres(await response.json()) : null;
        if (metres === null) throw new Error(`answered ${response.status} without an elevation`);
        return { elevation_ft: elevationFeet(metres) };
      } catch (error) {
        request.log.warn({ err: error }, 'terrain service failed');
        throw new DependencyFailed(
          502,
          'terrain_unavailable',
          'The terrain service did not answer with an elevation.',
        );
      }
    },
    { refusals: [...ADMIN_REFUSALS, 501, 502] },
  );
}
