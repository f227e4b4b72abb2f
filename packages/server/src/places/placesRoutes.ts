import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  placesQuerySchema,
  placesResponseSchema,
  reversePlaceQuerySchema,
  reversePlaceSchema,
} from '@headgate/contracts';
import type { Database } from '../database/openDatabase';
import { reversePlace } from './reversePlace';
import { searchPlaces } from './searchPlaces';

const tags = ['Public map'];

/** Address search and reverse look-up without a geocoder, from the offline basemap's names. */
export function placesRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/public-map/places',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Towns, counties, water districts and public locations by name (at most 10)',
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => searchPlaces(database.pool, request.query.q),
  );

  api.get(
    '/api/public-map/places/reverse',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The nearest town, and the county and water district containing a point',
        querystring: reversePlaceQuerySchema,
        response: { 200: reversePlaceSchema, 400: apiErrorSchema },
      },
    },
    async (request) => reversePlace(request.query.lon, request.query.lat),
  );
}
