import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Pool } from 'pg';
import { ignoreSignInEvents, recordedEmail, type SignInEventListener } from '../login/signInEvents';
import type { UserDirectory } from '../users/userDirectory';
import { databaseAdapter } from './databaseAdapter';
import { providerPages } from './providerPages';
import type { ProviderSecrets } from './providerSecrets';

import { IDENTITY_MOUNT_PATH } from './mountPath';

export { IDENTITY_MOUNT_PATH };

/** The shell's client at the embedded provider. */
export const SHELL_CLIENT_ID = 'headgate-shell';

/** The scopes the shell asks the embedded provider for. */
export const SHELL_SCOPE = 'openid profile email';

/** The API as a resource server: access tokens for it are JWTs with its audience. */
export const API_RESOURCE_INDICATOR = 'urn:headgate:api';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export interface IdentityProviderOptions {
  /** The issuer identifier, e.g. `http://localhost:8080/oidc`. */
  issuer: string;
  /** Origins the shell is served from; each gets `/auth/callback` and `/` as redirect targets. */
  shellOrigins: readonly string[];
  /** The audience of the API's access tokens. */
  audience: string;
  /** The namespaced claims carrying the roles and the landing page id. */
  rolesClaim: string;
  landingPageClaim: string;
  pool: Pool;
  users: UserDirectory;
  secrets: ProviderSecrets;
  /** The release pipelines' clients (a team's each); without them the provider offers none. */
  releaseClients?: readonly ReleaseClientCredentials[];
  /** Told of each sign-out (RP-initiated logout confirmed) before its answer leaves. */
  onSignInEvent?: SignInEventListener;
}

/** A release pipeline's client at the embedded provider: its id and its secret. */
export interface ReleaseClientCredentials {
  id: string;
  secret: string;
}

/** The release pipelines' machine clients (`client_credentials` with a secret, nothing else). */
function releaseClients(
  clients: readonly ReleaseClientCredentials[],
): NonNullable<Configuration['clients']> {
  return clients.map(({ id, secret }) => ({
    client_id: id,
    client_secret: secret,
    client_name: `Headgate release pipeline ${id}`,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  }));
}

/**
 * The embedded OpenID Connect provider: authorization code with PKCE for the shell, refresh
 * tokens, RP-initiated logout, JWT access tokens for the API, users from the product's database.
 */
export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const { users, rolesClaim, landingPageClaim } = options;

  const userClaims = async (accountId: string) => {
    const user = await users.findById(accountId);
    if (!user) return undefined;
    return {
      user,
      claims: { [rolesClaim]: [user.roleName], [landingPageClaim]: user.landingPageNdx },
    };
  };

  const configuration: Configuration = {
    adapter: databaseAdapter(options.pool),
    clients: [
      {
        client_id: SHELL_CLIENT_ID,
        client_name: 'Headgate',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.shellOrigins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: options.shellOrigins.map((origin) => `${origin}/`),
      },
      ...releaseClients(options.releaseClients ?? []),
    ],
    jwks: { keys: options.secrets.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: options.secrets.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname', rolesClaim, landingPageClaim],
    },
    // The shell reads the roles and the landing page from the ID token, not from userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // The release pipeline's token: no user, so nothing but the release API lets it in.
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: providerPages.logout,
        postLogoutSuccessSource: providerPages.signedOut,
      },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE_INDICATOR,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_RESOURCE_INDICATOR) throw new errors.InvalidTarget();
          return {
            scope: SHELL_SCOPE,
            audience: options.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 10 * MINUTE,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Refresh tokens live as long as the sign-in session, without the offline_access consent.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every code and token ends with its session, one asked for with offline_access too (the
    // default keeps those, and their grant, past sign-out): signing out revokes the grant and
    // its refresh tokens, and a refresh token whose session has ended is refused.
    expiresWithSession: () => true,
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      return accountId ? (await userClaims(accountId))?.claims : undefined;
    },
    findAccount: async (_ctx, sub) => {
      const found = await userClaims(sub);
      if (!found) return undefined;
      const { user, claims } = found;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          name: user.name,
          nickname: user.nickname,
          ...claims,
        }),
      };
    },
    interactions: {
      url: (_ctx, interaction) => `${IDENTITY_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    renderError: providerPages.error,
    // The shell calls the token endpoint from the page: allow exactly the origins it may run at.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    ttl: {
      AccessToken: 10 * MINUTE,
      ClientCredentials: 10 * MINUTE,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: 12 * HOUR,
      Session: 12 * HOUR,
      RefreshToken: 12 * HOUR,
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.use(signOutsTold(users, options.onSignInEvent ?? ignoreSignInEvents));
  return provider;
}

/**
 * Tells `onSignInEvent` of each confirmed sign-out, once the provider has ended the session
 * (its `end_session.success` event cannot be awaited, so the record would race the answer).
 */
function signOutsTold(
  users: UserDirectory,
  onSignInEvent: SignInEventListener,
): Parameters<Provider['use']>[0] {
  return async (ctx, next) => {
    await next();
    const accountId = ctx.oidc?.session?.accountId;
    if (ctx.oidc?.route !== 'end_session_confirm' || ctx.status !== 303 || !accountId) return;
    const user = await users.findById(accountId);
    await onSignInEvent({
      kind: 'signed-out',
      subject: accountId,
      email: user ? recordedEmail(user.email) : null,
      name: user?.name ?? null,
      address: ctx.ip,
    });
  };
}

export type { KoaContextWithOIDC };
