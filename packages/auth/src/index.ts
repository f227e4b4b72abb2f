export { useAuthStore } from './authStore';
export type { AuthStatus, AuthUser } from './authStore';
export { ROLES, hasAnyRole } from './roles';
export type { Role } from './roles';
