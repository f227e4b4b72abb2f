import type { Role } from '@headgate/contracts';
import { facilityAccess } from './facilityAccess';

const caller = (roles: Role[], subject?: string) => ({ roles, subject });

describe('who sees a facility, and how much (contracts facilityPages.ts)', () => {
  it.each<Role>(['Administrator', 'Developer', 'All Data User'])(
    '%s sees every facility in full',
    (role) => {
      expect(facilityAccess(caller([role], 'someone'), [])).toBe('full');
    },
  );

  it('a User sees the facilities naming them in full, and the others as a visitor does', () => {
    expect(facilityAccess(caller(['User'], 'uma'), ['otto', 'uma'])).toBe('full');
    expect(facilityAccess(caller(['User'], 'uma'), ['otto'])).toBe('public');
  });

  it('anonymous visitors and River Photos users get the public view of every facility', () => {
    expect(facilityAccess(caller([]), ['uma'])).toBe('public');
    expect(facilityAccess(caller(['River Photos'], 'rita'), [])).toBe('public');
  });

  it('a River Photos user named by a facility sees it in full', () => {
    expect(facilityAccess(caller(['River Photos'], 'rita'), ['rita'])).toBe('full');
  });
});
