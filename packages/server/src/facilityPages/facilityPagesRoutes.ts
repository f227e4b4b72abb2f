import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  apiErrorSchema,
  facilityDetailsSchema,
  facilityDisplayParamsSchema,
  facilityListItemSchema,
  type FacilityDetails,
} from '@headgate/contracts';
import type { Database } from '../database/openDatabase';
import { facilityAccess, listsOnlyAuthorizedFacilities } from './facilityAccess';
import { facilityLocations, findFacility, listFacilities } from './facilityRecords';
import { facilityNotFound, refuseFacility } from './facilityRefusals';

const tags = ['Facility pages'];

/**
 * The facilities list and one facility's details (spec/dashboard.md §2). Public: the handlers
 * decide what a caller sees (see `facilityAccess`): a User lists only their facilities and is
 * refused the others; anonymous visitors and River Photos users see the public view.
 */
export function facilityPagesRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;

  api.get(
    '/api/facility-pages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The facilities the caller may see, by type, display order and name',
        response: { 200: z.array(facilityListItemSchema) },
      },
    },
    async (request) => {
      if (!listsOnlyAuthorizedFacilities(request)) return listFacilities(pool);
      // Every verified token has a subject; without one a User is named by no facility.
      return request.subject ? listFacilities(pool, request.subject) : [];
    },
  );

  api.get(
    '/api/facility-pages/:facilityNdx',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A facility's details card, and its locations in the full view",
        params: facilityDisplayParamsSchema,
        response: {
          200: facilityDetailsSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { facilityNdx } = request.params;
      const facility = await findFacility(pool, facilityNdx);
      if (!facility) return facilityNotFound(reply, facilityNdx);
      const view = facilityAccess(request, facility.authorizedUsers);
      if (view === 'refused') return refuseFacility(request, reply);
      const details: FacilityDetails = {
        ...facility.card,
        view,
        locations: view === 'full' ? await facilityLocations(pool, facilityNdx) : [],
      };
      return details;
    },
  );
}
