export { ANONYMOUS_SCOPE, authScopeOf, useAuthScope } from './authScope';
export { useAuthStore } from './authStore';
export type {
  AccessTokenGetter,
  AuthSession,
  AuthStatus,
  AuthUser,
  SignInActions,
} from './authStore';
export { DeveloperOnly } from './guards/DeveloperOnly';
export { SoftAdminGuard } from './guards/SoftAdminGuard';
export { SoftUserGuard } from './guards/SoftUserGuard';
export { useHasAnyRole } from './guards/useHasAnyRole';
export {
  ADMIN_ROLES,
  DATA_ROLES,
  DEVELOPER_ROLES,
  MAP_USER_ROLES,
  RIVER_PHOTO_ROLES,
  ROLES,
  hasAnyRole,
  isMapUser,
  knownRoles,
} from './roles';
export type { Role } from './roles';
