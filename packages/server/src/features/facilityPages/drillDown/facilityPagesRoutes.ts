import type { FastifyInstance } from 'fastify';
import { facilityPagesEndpoints, type FacilityDetails } from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { Database } from '../../../core/database/openDatabase';
import { facilityAccess } from './facilityAccess';
import {
  facilityLocations,
  findFacility,
  listAuthorizedFacilities,
  listFacilities,
} from './facilityRecords';
import { facilityNotFound } from './facilityRefusals';

/**
 * The facilities list, the caller's own facilities and one facility's details (spec/dashboard.md
 * §2). The list and the details are public: everyone lists every facility, and the details
 * handler decides how much of it a caller sees (see `facilityAccess`).
 */
export function facilityPagesRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { pool } = database;

  registerEndpoint(app, facilityPagesEndpoints.list, async () => listFacilities(pool));

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
      const details: FacilityDetails = {
        ...facility.card,
        view,
        locations: view === 'full' ? await facilityLocations(pool, facilityNdx) : [],
      };
      return details;
    },
    { refusals: [400, 404] },
  );
}
