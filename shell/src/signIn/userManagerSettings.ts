import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { PATHS } from '@headgate/site-map';

/**
 * The oidc-client-ts settings for the server's sign-in settings: authorization code flow (PKCE
 * is automatic), tokens renewed before they expire, the user kept in localStorage so a page opened in a new tab (the map popup opens facility pages
 * in one) is signed in too.
 */
export function userManagerSettingsFor(
  settings: AuthSettings,
  origin: string,
): UserManagerSettings {
  return {
    authority: settings.issuer,
    client_id: settings.clientId,
    redirect_uri: `${origin}${PATHS.authCallback}`,
    post_logout_redirect_uri: `${origin}${PATHS.publicMap}`,
    response_type: 'code',
    scope: settings.scope,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    // Auth0 issues a JWT for the API only when the authorization request names its audience.
    // `resource` is not sent: providers that do not know the API as a resource refuse it.
    extraQueryParams: { audience: settings.audience },
  };
}
