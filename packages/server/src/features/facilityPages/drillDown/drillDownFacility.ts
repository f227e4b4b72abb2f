import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { facilityAccess } from './facilityAccess';
import { findFacility, type FacilityRecord } from './facilityRecords';
import { facilityNotFound, facilityRefused } from './facilityRefusals';

/**
 * The facility whose drill-down the caller asks for. Throws a refusal otherwise: 404 for an
 * unknown id, then 401 to an anonymous caller and 403 to one without the full view
 * (Administrator, Developer, All Data User, or a user the facility's `authorized_users` name).
 */
export async function facilityForDrillDown(
  pool: pg.Pool,
  facilityNdx: number,
  request: FastifyRequest,
): Promise<FacilityRecord> {
  const facility = await findFacility(pool, facilityNdx);
  if (!facility) throw facilityNotFound(facilityNdx);
  if (facilityAccess(request, facility.authorizedUsers) !== 'full') throw facilityRefused(request);
  return facility;
}
