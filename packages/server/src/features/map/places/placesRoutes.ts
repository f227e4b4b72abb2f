import type { FastifyInstance } from 'fastify';
import { placesEndpoints } from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { Database } from '../../../core/database/openDatabase';
import { reversePlace } from './reversePlace';
import { searchPlaces } from './searchPlaces';

/** Address search and reverse look-up without a geocoder, from the offline basemap's names. */
export function placesRoutes(app: FastifyInstance, { database }: { database: Database }) {
  registerEndpoint(
    app,
    placesEndpoints.search,
    async (request) => searchPlaces(database.pool, request.query.q),
    { refusals: [400] },
  );

  registerEndpoint(
    app,
    placesEndpoints.reverse,
    async (request) => reversePlace(request.query.lon, request.query.lat),
    { refusals: [400] },
  );
}
