import { MAP_USER_ROLES, ROLES, type Role } from '@headgate/contracts/roles';

export {
  ADMIN_ROLES,
  DATA_ROLES,
  DEVELOPER_ROLES,
  MAP_USER_ROLES,
  RIVER_PHOTO_ROLES,
  ROLES,
} from '@headgate/contracts/roles';
export type { Role } from '@headgate/contracts/roles';

/** True when the user holds at least one of the roles. */
export function hasAnyRole(userRoles: readonly Role[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => userRoles.includes(role));
}

/** True for a user of the map's restricted items: Developer, Administrator or User (public-map §6). */
export function isMapUser(userRoles: readonly Role[]): boolean {
  return hasAnyRole(userRoles, MAP_USER_ROLES);
}

/** The known roles among a token's claim values; anything else is ignored. */
export function knownRoles(values: readonly unknown[]): Role[] {
  return ROLES.filter((role) => values.includes(role));
}
