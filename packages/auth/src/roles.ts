import type { Role } from '@headgate/contracts/roles';

export { ROLES } from '@headgate/contracts/roles';
export type { Role } from '@headgate/contracts/roles';

/** True when the user holds at least one of the roles. */
export function hasAnyRole(userRoles: readonly Role[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => userRoles.includes(role));
}
