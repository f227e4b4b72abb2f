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

/** Administrator and Developer: system management, users, batteries, site summary, admin pages. */
export const ADMIN_ROLES: readonly Role[] = ['Administrator', 'Developer'];

/** The roles of the public map's restricted items and the "signed-in user" helper (public-map §6). */
export const MAP_USER_ROLES: readonly Role[] = ['User', 'Administrator', 'Developer'];

/** Query and download, the mobile tracker and every facility's drill-down data. */
export const DATA_ROLES: readonly Role[] = ['All Data User', 'Administrator', 'Developer'];

/** The river camera photo pages. */
export const RIVER_PHOTO_ROLES: readonly Role[] = ['River Photos', 'Administrator', 'Developer'];

/** Developer-only tools: map dev tools, developer drawer, Documentation menu item. */
export const DEVELOPER_ROLES: readonly Role[] = ['Developer'];
