import { ROLES, type Role } from '@headgate/contracts/roles';

/**
 * The known roles in a roles claim. Unknown strings are ignored, since the provider may carry
 * roles of other applications; a lone string, as some providers send it, counts as one role.
 */
export function rolesFromClaim(claim: unknown): Role[] {
  const values: unknown[] = Array.isArray(claim) ? claim : [claim];
  return ROLES.filter((role) => values.includes(role));
}
