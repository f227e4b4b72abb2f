import type { AuthStatus, Role } from '@headgate/auth';
import { MENU } from '@headgate/site-map';
import { visibleMenu } from './visibleMenu';

/** The sidebar as a list of "Group: entry" lines, the way a user reads it. */
function menuFor(status: AuthStatus, roles: Role[]): string[] {
  return visibleMenu(MENU, status, roles).flatMap((group) =>
    group.items.map((item) => `${group.label}: ${item.label}`),
  );
}

// Signed in, the Facilities list is hidden (spec §2): the sidebar lists the user's own instead.
const PUBLIC_ENTRIES = ['Explore: Public Map'];
const VISITOR_ENTRIES = ['Explore: Public Map', 'Explore: Facilities'];
const SYSTEM_MANAGEMENT = [
  'System Management: Alerts Management',
  'System Management: Contacts',
  'System Management: Contact Groups',
  'System Management: Groups to Contacts',
  'System Management: Facilities to Locations',
  'System Management: Locations Setup',
  'System Management: Facilities Setup',
  'System Management: Imports Configuration',
  'System Management: SMS Help',
];
const RIVER_PHOTOS = [
  'River Photos: Western',
  'River Photos: Empire',
  'River Photos: Riverside Dam',
  'River Photos: Riverside Sand Gate',
];
const EVERYTHING = [
  ...PUBLIC_ENTRIES,
  'Explore: Time Series Comparisons',
  'Data Access: Query & Download',
  'Data Access: Batteries Status',
  'Data Access: Site Summary Table',
  'Data Access: Mobile Tracker',
  ...SYSTEM_MANAGEMENT,
  'Admin: Users Management',
  'Admin: Ignition Demo',
  'Admin: Remote Releases',
  'Admin: System Status',
  ...RIVER_PHOTOS,
];

describe('sidebar entries per role', () => {
  it('an anonymous visitor sees the public map and the Facilities list', () => {
    expect(menuFor('anonymous', [])).toEqual(VISITOR_ENTRIES);
  });

  it('while the sign-in is read, only the public entries show', () => {
    expect(menuFor('loading', [])).toEqual(PUBLIC_ENTRIES);
  });

  it.each<Role>(['Administrator', 'Developer'])('a %s sees every entry', (role) => {
    expect(menuFor('authenticated', [role])).toEqual(EVERYTHING);
  });

  it('an All Data User sees the public entries, Query & Download and the Mobile Tracker', () => {
    expect(menuFor('authenticated', ['All Data User'])).toEqual([
      ...PUBLIC_ENTRIES,
      'Data Access: Query & Download',
      'Data Access: Mobile Tracker',
    ]);
  });

  it('a User sees only the public entries, and no river photos', () => {
    expect(menuFor('authenticated', ['User'])).toEqual(PUBLIC_ENTRIES);
  });

  it('a River Photos user sees the public entries and the camera pages', () => {
    expect(menuFor('authenticated', ['River Photos'])).toEqual([
      ...PUBLIC_ENTRIES,
      ...RIVER_PHOTOS,
    ]);
  });

  it('hides a group with nothing left in it', () => {
    const groups = visibleMenu(MENU, 'authenticated', ['All Data User']);
    expect(groups.map((group) => group.label)).toEqual(['Explore', 'Data Access']);
  });

  it('Time Series Comparisons is public to open but its entry is admin-only', () => {
    expect(menuFor('anonymous', [])).not.toContain('Explore: Time Series Comparisons');
    expect(menuFor('authenticated', ['Administrator'])).toContain(
      'Explore: Time Series Comparisons',
    );
  });
});
