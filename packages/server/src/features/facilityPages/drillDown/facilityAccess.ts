import { DATA_ROLES, type FacilityView, type Role } from '@headgate/contracts';

/** Who is calling, as `authenticate` found it. */
export interface FacilityCaller {
  roles: readonly Role[];
  /** The access token's `sub`: the user id `facilities.authorized_users` holds. */
  subject: string | undefined;
}

/** True for callers who see every facility in full: Administrator, Developer, All Data User. */
export function seesEveryFacility(caller: FacilityCaller): boolean {
  return caller.roles.some((role) => DATA_ROLES.includes(role));
}

/**
 * The facility pages' rule (contracts `facilityPages.ts`): the full view for Administrator,
 * Developer and All Data User, and for a signed-in caller the facility's `authorized_users`
 * name; the public view for everyone else. Signing in never shows less than a visitor sees.
 */
export function facilityAccess(
  caller: FacilityCaller,
  authorizedUsers: readonly string[],
): FacilityView {
  if (seesEveryFacility(caller)) return 'full';
  if (caller.subject !== undefined && authorizedUsers.includes(caller.subject)) return 'full';
  return 'public';
}
