import { Forbidden, NotFound, Unauthorized, type ApiRefusal } from '../../../core/api/refusals';
import type { FacilityCaller } from './facilityAccess';

/** The refusal for a facility id that names no facility. */
export function facilityNotFound(facilityNdx: number): ApiRefusal {
  return new NotFound(`No facility ${facilityNdx}.`);
}

/** The refusal of a facility's data: 401 to an anonymous caller, 403 to a signed-in one. */
export function facilityRefused(caller: FacilityCaller): ApiRefusal {
  if (caller.roles.length === 0) return new Unauthorized('Sign in to see this facility.');
  return new Forbidden('Your account does not give access to this facility.');
}
