// No zod here: the browser's auth store imports this file, and must stay small.

/** The roles of the namespaced roles claim (spec/dashboard.md §6, spec/public-map.md §6). */
export const ROLES = [
  'Administrator',
  'Developer',
  'All Data User',
  'User',
  'River Photos',
] as const;
export type Role = (typeof ROLES)[number];

/** Every role a signed-in user can hold: what "any signed-in role" means in the access rules. */
export const SIGNED_IN_ROLES: readonly Role[] = ROLES;
