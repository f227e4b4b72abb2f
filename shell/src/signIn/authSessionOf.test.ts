import { authSessionOf } from './authSessionOf';

const SETTINGS = {
  rolesClaim: 'https://headgate.dev/roles',
  landingPageClaim: 'https://headgate.dev/landing_page',
};

const ada = {
  sub: 'auth0|ada',
  name: 'Ada Lovelace',
  email: 'ada@district.example',
  nickname: 'ada',
};

describe('the session read from the identity token', () => {
  it('names the user by subject, name, email and nickname', () => {
    expect(authSessionOf(ada, SETTINGS).user).toEqual({
      id: 'auth0|ada',
      name: 'Ada Lovelace',
      email: 'ada@district.example',
      nickname: 'ada',
    });
  });

  it('reads roles from an array claim', () => {
    const claims = { ...ada, [SETTINGS.rolesClaim]: ['Administrator', 'Developer'] };
    expect(authSessionOf(claims, SETTINGS).roles).toEqual(['Administrator', 'Developer']);
  });

  it('reads a single role from a string claim', () => {
    const claims = { ...ada, [SETTINGS.rolesClaim]: 'All Data User' };
    expect(authSessionOf(claims, SETTINGS).roles).toEqual(['All Data User']);
  });

  it('ignores roles it does not know', () => {
    const claims = { ...ada, [SETTINGS.rolesClaim]: ['User', 'Superhero', 42] };
    expect(authSessionOf(claims, SETTINGS).roles).toEqual(['User']);
  });

  it('has no roles when the claim is missing', () => {
    expect(authSessionOf(ada, SETTINGS).roles).toEqual([]);
  });

  it('reads the landing page id, as a number or a numeric string', () => {
    expect(authSessionOf({ ...ada, [SETTINGS.landingPageClaim]: 3 }, SETTINGS).landingPageNdx).toBe(
      3,
    );
    expect(
      authSessionOf({ ...ada, [SETTINGS.landingPageClaim]: '2' }, SETTINGS).landingPageNdx,
    ).toBe(2);
  });

  it.each([undefined, null, 'home', 0, -1, 1.5])(
    'falls back to landing page 1 when the claim is %p',
    (claim) => {
      expect(
        authSessionOf({ ...ada, [SETTINGS.landingPageClaim]: claim }, SETTINGS).landingPageNdx,
      ).toBe(1);
    },
  );

  it('names a user without a name claim by their email', () => {
    expect(authSessionOf({ ...ada, name: undefined }, SETTINGS).user.name).toBe(
      'ada@district.example',
    );
  });
});
