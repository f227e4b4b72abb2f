import type { AuthUser, Role } from '@headgate/auth';
import { knownRoles } from '@headgate/auth';
import { DEFAULT_LANDING_PAGE_NDX, type AuthSettings } from '@headgate/contracts/authSettings';

/** The claims of an identity token, as oidc-client-ts hands them over. */
export type IdentityClaims = { sub: string } & Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Roles from the namespaced claim: an array or a single string; unknown roles are ignored. */
function rolesOf(claim: unknown): Role[] {
  if (Array.isArray(claim)) return knownRoles(claim);
  return typeof claim === 'string' ? knownRoles([claim]) : [];
}

/** The landing page id from its claim (a number or a numeric string), else the default 1. */
function landingPageOf(claim: unknown): number {
  const ndx = typeof claim === 'string' && claim.trim() !== '' ? Number(claim) : claim;
  return typeof ndx === 'number' && Number.isInteger(ndx) && ndx > 0
    ? ndx
    : DEFAULT_LANDING_PAGE_NDX;
}

/** Who signed in, with which roles and landing page, read from the identity token's claims. */
export function authSessionOf(
  claims: IdentityClaims,
  settings: Pick<AuthSettings, 'rolesClaim' | 'landingPageClaim'>,
): { user: AuthUser; roles: Role[]; landingPageNdx: number } {
  const email = text(claims.email);
  return {
    user: {
      id: claims.sub,
      name: text(claims.name) || email || claims.sub,
      email,
      nickname: text(claims.nickname),
    },
    roles: rolesOf(claims[settings.rolesClaim]),
    landingPageNdx: landingPageOf(claims[settings.landingPageClaim]),
  };
}
