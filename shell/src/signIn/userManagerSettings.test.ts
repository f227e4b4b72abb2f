import { User, UserManager } from 'oidc-client-ts';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { hasStoredSession } from './storedSession';
import { userManagerSettingsFor } from './userManagerSettings';

const SETTINGS: AuthSettings = {
  issuer: 'http://localhost:3000/oidc',
  clientId: 'headgate-shell',
  audience: 'headgate-api',
  rolesClaim: 'https://headgate.dev/roles',
  landingPageClaim: 'https://headgate.dev/landing_page',
  scope: 'openid profile email offline_access',
};

beforeEach(() => localStorage.clear());

describe('the OpenID Connect client settings', () => {
  const settings = userManagerSettingsFor(SETTINGS, 'https://headgate.example');

  it('use the code flow against the issuer, back to /auth/callback', () => {
    expect(settings).toMatchObject({
      authority: 'http://localhost:3000/oidc',
      client_id: 'headgate-shell',
      redirect_uri: 'https://headgate.example/auth/callback',
      post_logout_redirect_uri: 'https://headgate.example/',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      automaticSilentRenew: true,
    });
  });

  it('name the API audience, and no resource', () => {
    expect(settings.extraQueryParams).toEqual({ audience: 'headgate-api' });
    expect(settings.resource).toBeUndefined();
  });

  it('keep the user in localStorage (shared by tabs), where the shell looks for a session at start', async () => {
    const userManager = new UserManager({ ...settings, automaticSilentRenew: false });
    expect(hasStoredSession(SETTINGS)).toBe(false);
    await userManager.storeUser(
      new User({
        access_token: 'a',
        token_type: 'Bearer',
        profile: { sub: 'auth0|ada', iss: SETTINGS.issuer, aud: 'x', exp: 0, iat: 0 },
      }),
    );
    expect(hasStoredSession(SETTINGS)).toBe(true);
  });
});
