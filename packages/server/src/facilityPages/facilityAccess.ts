import { DATA_ROLES, type FacilityView, type Role } from '@headgate/contracts';

/** Who is calling, as `authenticate` found it. */
export interface FacilityCaller {
  roles: readonly Role[];
  /** The access token's `sub`: the user id `facilities.authorized_users` holds. */
  subject: string | undefined;
}

/** What a caller may see of one facility: a view, or nothing (a User's other facilities). */
export type FacilityAccess = FacilityView | 'refused';

/** True for callers who see every facility in full: Administrator, Developer, All Data User. */
export function seesEveryFacility(caller: FacilityCaller): boolean {
  return caller.roles.some((role) => DATA_ROLES.includes(role));
}

/**
 * True when the caller's facility list holds only the facilities that name them: a signed-in
 * caller whose roles are all User (River Photos and anonymous visitors list every facility in the
 * public view).
 */
export function listsOnlyAuthorizedFacilities(caller: FacilityCaller): boolean {
  return caller.roles.length > 0 && caller.roles.every((role) => role === 'User');
}

/**
 * The facility pages' rule (contracts `facilityPages.ts`): the full view for Administrator,
 * Developer and All Data User, and for a signed-in caller the facility's `authorized_users`
 * name; the public view for anonymous visitors and River Photos users; nothing for a User the
 * facility does not name.
 */
export function facilityAccess(
  caller: FacilityCaller,
  authorizedUsers: readonly string[],
): FacilityAccess {
  if (seesEveryFacility(caller)) return 'full';
  if (caller.subject !== undefined && authorizedUsers.includes(caller.subject)) return 'full';
  return listsOnlyAuthorizedFacilities(caller) ? 'refused' : 'public';
}
