// No zod here: the shell reads this file at start and must stay small.

/** Where the shell reads how to sign users in. */
export const AUTH_SETTINGS_PATH = '/api/auth/settings';

/**
 * How the shell signs users in, chosen by the server's environment: the embedded provider by
 * default, or any standard OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID, ...).
 */
export interface AuthSettings {
  /** The provider's issuer URL; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  /** The shell's public client id at the provider. */
  clientId: string;
  /** The API's audience; sent as `audience` and `resource` so access tokens are JWTs for it. */
  audience: string;
  /** The namespaced claim of the ID token that carries the user's roles. */
  rolesClaim: string;
  /** The namespaced claim of the ID token that carries the user's landing page id. */
  landingPageClaim: string;
  /** The scopes the shell asks for. */
  scope: string;
}

/** The landing page of a user whose token names none (spec/dashboard.md §4: default 1). */
export const DEFAULT_LANDING_PAGE_NDX = 1;
