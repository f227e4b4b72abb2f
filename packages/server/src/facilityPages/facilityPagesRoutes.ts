import type { FastifyInstance } from 'fastify';
import { facilityPagesEndpoints, type FacilityDetails } from '@headgate/contracts';
import { registerEndpoint } from '../api/registerEndpoint';
import type { Database } from '../database/openDatabase';
import { facilityAccess, listsOnlyAuthorizedFacilities } from './facilityAccess';
import {
  facilityLocations,
  findFacility,
  listAuthorizedFacilities,
  listFacilities,
} from './facilityRecords';
import { facilityNotFound, facilityRefused } from './facilityRefusals';

/**
 * The facilities list, the caller's own facilities and one facility's details (spec/dashboard.md
 * §2). The list and the details are public: the handlers decide what a caller sees (see
 * `facilityAccess`): a User lists only their facilities and is refused the others; anonymous
 * visitors and River Photos users see the public view.
 */
export function facilityPagesRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { pool } = database;

  registerEndpoint(app, facilityPagesEndpoints.list, async (request) => {
    if (!listsOnlyAuthorizedFacilities(request)) return listFacilities(pool);
    // Every verified token has a subject; without one a User is named by no facility.
    return request.subject ? listFacilities(pool, request.subject) : [];
  });

  // Whatever the role: the sidebar lists the facilities that name the user (spec §2 "App shell").
  registerEndpoint(app, facilityPagesEndpoints.authorized, async (request) =>
    request.subject ? listAuthorizedFacilities(pool, request.subject) : [],
  );

  registerEndpoint(
    app,
    facilityPagesEndpoints.details,
    async (request) => {
      const { facilityNdx } = request.params;
      const facility = await findFacility(pool, facilityNdx);
      if (!facility) throw facilityNotFound(facilityNdx);
      const view = facilityAccess(request, facility.authorizedUsers);
      if (view === 'refused') throw facilityRefused(request);
      const details: FacilityDetails = {
        ...facility.card,
        view,
        locations: view === 'full' ? await facilityLocations(pool, facilityNdx) : [],
      };
      return details;
    },
    { refusals: [400, 403, 404] },
  );
}
