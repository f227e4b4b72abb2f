import type { FastifyInstance } from 'fastify';
import { publicMapEndpoints } from '@headgate/contracts';
import type { Database } from '../../../core/database/openDatabase';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { Unauthorized } from '../../../core/api/refusals';
import { PER_CALLER_REVALIDATED, sendPrecompressed } from '../../../core/api/precompressedJson';
import { benchPointsMap } from './benchPoints';
import { compactGeometry } from './compactGeometry';
import { locationFeatures } from './locationFeatures';
import { mapFilters } from './mapFilters';
import { createPublicMapAnswers, reportingExpiry, rolesKey } from './publicMapAnswers';
import { searchLocations } from './searchLocations';
import { visibleLayers } from './visibleLayers';
import { PUBLIC_LOCATIONS_SOURCE, UNITED_LOCATIONS_SOURCE, visibleSources } from './visibleSources';

const LIVE_SOURCES = [PUBLIC_LOCATIONS_SOURCE, UNITED_LOCATIONS_SOURCE];
/** The failures every route may answer with, as documented in the OpenAPI document. */
const refusals = [400, 401, 403] as const;

/**
 * The public map's calls (spec/public-map.md §7). With `benchPoints` (HEADGATE_BENCH_POINTS) the
 * layers and sources also carry the map benchmark's synthetic points.
 */
export function publicMapRoutes(
  app: FastifyInstance,
  { database, benchPoints }: { database: Database; benchPoints?: number },
) {
  const { pool } = database;
  const bench = benchPoints ? benchPointsMap(benchPoints) : undefined;
  const answers = createPublicMapAnswers(pool);
  const sendJson = (
    request: Parameters<typeof sendPrecompressed>[0],
    reply: Parameters<typeof sendPrecompressed>[1],
    encoded: Awaited<ReturnType<typeof answers.get>>,
  ) =>
    sendPrecompressed(
      request,
      reply,
      encoded,
      'application/json; charset=utf-8',
      PER_CALLER_REVALIDATED,
    );

  registerEndpoint(
    app,
    publicMapEndpoints.layers,
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await answers.get(`layers:${rolesKey(request.roles)}`, async () => ({
          document: [
            ...(await visibleLayers(pool, request.roles)),
            ...(bench ? [bench.layer] : []),
          ],
          expiresAt: Infinity,
        })),
      ),
    { refusals },
  );

  registerEndpoint(
    app,
    publicMapEndpoints.sources,
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await answers.get(`sources:${rolesKey(request.roles)}`, async () => {
          const sources = (await visibleSources(pool, request.roles)).map((source) => ({
            ...source,
            data: compactGeometry(source.data),
          }));
          return {
            document: [...sources, ...(bench ? [bench.source] : [])],
            // Only the district's locations carry a reporting state computed against the clock.
            expiresAt: reportingExpiry(
              sources.filter((source) => LIVE_SOURCES.includes(source.id)).map((s) => s.data),
              new Date(),
            ),
          };
        }),
      ),
    { refusals },
  );

  registerEndpoint(
    app,
    publicMapEndpoints.united,
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await answers.get('united', async () => {
          const data = await locationFeatures(pool, { publicOnly: false });
          return { document: { data }, expiresAt: reportingExpiry([data], new Date()) };
        }),
      ),
    { refusals },
  );

  registerEndpoint(app, publicMapEndpoints.filters, async () => mapFilters(pool), { refusals });

  registerEndpoint(
    app,
    publicMapEndpoints.search,
    async (request) => {
      const restricted = request.query.source === 'restricted';
      if (restricted && request.roles.length === 0) {
        throw new Unauthorized('Sign in to search the restricted locations.');
      }
      return searchLocations(pool, { text: request.query.q, publicOnly: !restricted });
    },
    { refusals },
  );
}
