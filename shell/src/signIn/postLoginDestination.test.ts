import { navigateUnlessThere, postLoginDestination, returnToOf } from './postLoginDestination';

describe('where a user goes after signing in', () => {
  it('returns to the protected route that sent them to sign in', async () => {
    const landingPagePath = jest.fn(() => Promise.resolve('/dashboards/mobile-dashboard'));
    await expect(
      postLoginDestination({ returnTo: '/admin/users-management?tab=2', landingPagePath }),
    ).resolves.toBe('/admin/users-management?tab=2');
    expect(landingPagePath).not.toHaveBeenCalled();
  });

  it("otherwise goes to the path of the user's landing page", async () => {
    await expect(
      postLoginDestination({
        returnTo: undefined,
        landingPagePath: () => Promise.resolve('/dashboards/mobile-dashboard'),
      }),
    ).resolves.toBe('/dashboards/mobile-dashboard');
  });

  it('goes to the public map when the landing page cannot be read', async () => {
    await expect(
      postLoginDestination({
        returnTo: undefined,
        landingPagePath: () => Promise.reject(new Error('500')),
      }),
    ).resolves.toBe('/');
  });

  it('does not navigate when the user is already there', () => {
    const navigate = jest.fn();
    navigateUnlessThere('/secret', '/secret', navigate);
    expect(navigate).not.toHaveBeenCalled();
    navigateUnlessThere('/secret', '/auth/callback', navigate);
    expect(navigate).toHaveBeenCalledWith('/secret', { replace: true });
  });
});

describe('the return path carried in the OIDC state', () => {
  it('keeps a path of this site', () => {
    expect(returnToOf({ returnTo: '/river-photos/western' })).toBe('/river-photos/western');
  });

  it.each([
    ['another site', { returnTo: 'https://evil.example/' }],
    ['a protocol-relative address', { returnTo: '//evil.example/' }],
    ['no return path', {}],
    ['no state', undefined],
    ['a number', { returnTo: 7 }],
  ])('drops %s', (_name, state) => {
    expect(returnToOf(state)).toBeUndefined();
  });
});
