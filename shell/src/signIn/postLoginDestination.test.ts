import {
  navigateUnlessThere,
  postLoginDestination,
  returnToOf,
  signedInMayOpen,
} from './postLoginDestination';

const anyPage = () => true;

describe('where a user goes after signing in', () => {
  it('returns to the protected route that sent them to sign in', async () => {
    const landingPagePath = jest.fn(() => Promise.resolve('/dashboards/mobile-dashboard'));
    await expect(
      postLoginDestination({
        returnTo: '/admin/users-management?tab=2',
        landingPagePath,
        mayOpen: anyPage,
      }),
    ).resolves.toBe('/admin/users-management?tab=2');
    expect(landingPagePath).not.toHaveBeenCalled();
  });

  it("otherwise goes to the path of the user's landing page", async () => {
    await expect(
      postLoginDestination({
        returnTo: undefined,
        landingPagePath: () => Promise.resolve('/dashboards/mobile-dashboard'),
        mayOpen: anyPage,
      }),
    ).resolves.toBe('/dashboards/mobile-dashboard');
  });

  it('goes to the public map when the landing page cannot be read', async () => {
    await expect(
      postLoginDestination({
        returnTo: undefined,
        landingPagePath: () => Promise.reject(new Error('500')),
        mayOpen: anyPage,
      }),
    ).resolves.toBe('/');
  });

  it('goes to the public map when the landing page is one their role may not open', async () => {
    const queryAndDownload = () => Promise.resolve('/data-access/query-and-download/facilities');
    await expect(
      postLoginDestination({
        returnTo: undefined,
        landingPagePath: queryAndDownload,
        mayOpen: signedInMayOpen(['River Photos']),
      }),
    ).resolves.toBe('/');
    await expect(
      postLoginDestination({
        returnTo: undefined,
        landingPagePath: queryAndDownload,
        mayOpen: signedInMayOpen(['All Data User']),
      }),
    ).resolves.toBe('/data-access/query-and-download/facilities');
  });

  it('judges a path by its page, query aside, and leaves other paths to the router', () => {
    expect(signedInMayOpen(['User'])('/facility-pages/37')).toBe(true);
    expect(signedInMayOpen(['User'])('/data-access/time-series-comparisons?endpoint=raw')).toBe(
      true,
    );
    expect(signedInMayOpen(['User'])('/admin/users-management?tab=2')).toBe(false);
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
