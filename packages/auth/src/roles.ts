/** The roles of the namespaced roles claim (spec/dashboard.md §6, spec/public-map.md §6). */
export const ROLES = [
  'Administrator',
  'Developer',
  'All Data User',
  'User',
  'River Photos',
] as const;
export type Role = (typeof ROLES)[number];

/** True when the user holds at least one of the roles. */
export function hasAnyRole(userRoles: readonly Role[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => userRoles.includes(role));
}
