import { rolesFromClaim } from './rolesFromClaim';

describe('rolesFromClaim', () => {
  it('keeps the known roles of an array claim and ignores unknown strings', () => {
    expect(rolesFromClaim(['Superuser', 'User', 'River Photos', 'user'])).toEqual([
      'User',
      'River Photos',
    ]);
  });

  it('counts a lone string as one role', () => {
    expect(rolesFromClaim('Administrator')).toEqual(['Administrator']);
  });

  it.each([undefined, null, 42, {}, [42, null]])('finds no role in %p', (claim) => {
    expect(rolesFromClaim(claim)).toEqual([]);
  });
});
