import type { Role } from '@headgate/auth';

/** How a user's roles read on the profile card and the account page. */
export function rolesLabel(roles: readonly Role[]): string {
  return roles.length > 0 ? roles.join(', ') : 'No role assigned';
}
