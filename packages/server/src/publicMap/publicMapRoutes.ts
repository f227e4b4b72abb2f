import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  apiErrorSchema,
  locationSearchQuerySchema,
  locationSearchResponseSchema,
  mapFiltersSchema,
  mapLayerSchema,
  mapSourceSchema,
  unitedLocationsResponseSchema,
} from '@headgate/contracts';
import { SIGNED_IN_ROLES } from '@headgate/contracts/roles';
import type { Database } from '../database/openDatabase';
import { refuseAnonymous } from '../api/routeAccess';
import { sendCacheable } from '../api/sendCacheable';
import { benchPointsMap } from './benchPoints';
import { locationFeatures } from './locationFeatures';
import { mapFilters } from './mapFilters';
import { searchLocations } from './searchLocations';
import { visibleLayers } from './visibleLayers';
import { visibleSources } from './visibleSources';

const tags = ['Public map'];
/** The failures every route may answer with, as documented in the OpenAPI document. */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The public map's calls (spec/public-map.md §7). With `benchPoints` (HEADGATE_BENCH_POINTS) the
 * layers and sources also carry the map benchmark's synthetic points.
 */
export function publicMapRoutes(
  app: FastifyInstance,
  { database, benchPoints }: { database: Database; benchPoints?: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;
  const bench = benchPoints ? benchPointsMap(benchPoints) : undefined;

  api.get(
    '/api/public-map/layers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Layers the caller may see',
        response: { 200: z.array(mapLayerSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, [
        ...(await visibleLayers(pool, request.roles)),
        ...(bench ? [bench.layer] : []),
      ]),
  );

  api.get(
    '/api/public-map/sources',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sources the caller may see, with features',
        response: { 200: z.array(mapSourceSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, [
        ...(await visibleSources(pool, request.roles)),
        ...(bench ? [bench.source] : []),
      ]),
  );

  api.get(
    '/api/public-map/united',
    {
      config: { access: { anyOf: SIGNED_IN_ROLES } },
      schema: {
        tags,
        summary: 'The restricted district locations (United layer)',
        response: { 200: unitedLocationsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, { data: await locationFeatures(pool, { publicOnly: false }) }),
  );

  api.get(
    '/api/public-map/filters',
    {
      config: { access: { anyOf: SIGNED_IN_ROLES } },
      schema: {
        tags,
        summary: 'Options of the map filters',
        response: { 200: mapFiltersSchema, ...errors },
      },
    },
    async () => mapFilters(pool),
  );

  api.get(
    '/api/public-map/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Fuzzy location search (at most 49)',
        querystring: locationSearchQuerySchema,
        response: { 200: locationSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const restricted = request.query.source === 'restricted';
      if (restricted && request.roles.length === 0) {
        return refuseAnonymous(reply, 'Sign in to search the restricted locations.');
      }
      return searchLocations(pool, { text: request.query.q, publicOnly: !restricted });
    },
  );
}
