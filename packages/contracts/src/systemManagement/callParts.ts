import { defineCalls, type EndpointAccess } from '../endpointDefinition';
import { recordParts } from '../records/recordParts';
import { ADMIN_ROLES } from '../roles';

/** Every system-management call is for Administrators and Developers. */
const access: EndpointAccess = { anyOf: ADMIN_ROLES };

const ALERTS = ['System management: alerts'];
const CONTACTS_AND_GROUPS = ['System management: contacts and groups'];
const ASSOCIATIONS = ['System management: associations'];
const LOCATIONS_AND_FACILITIES = ['System management: locations and facilities'];
const LOOKUPS = ['System management: lookups'];

/** Alert requests (spec §7 Alerts); the enabled switch has its own call (`alertCallParts`). */
export const alertsRecordParts = recordParts({
  path: 'alerts-management-table',
  idKey: 'alert_request_ndx',
  entity: 'alert',
  noun: 'Alert',
  tags: ALERTS,
});

/** Contacts alerts are sent to (spec §7 Groups, contacts, associations). */
export const contactsRecordParts = recordParts({
  path: 'list-contacts',
  idKey: 'contact_ndx',
  entity: 'contact',
  noun: 'Contact',
  tags: CONTACTS_AND_GROUPS,
});

/** Contact groups (spec §7 Groups, contacts, associations). */
export const groupsRecordParts = recordParts({
  path: 'list-groups',
  idKey: 'group_ndx',
  entity: 'group',
  noun: 'Group',
  tags: CONTACTS_AND_GROUPS,
});

/** Locations (spec §7 Locations, facilities). */
export const locationsRecordParts = recordParts({
  path: 'data-list-locations',
  idKey: 'location_ndx',
  entity: 'location',
  noun: 'Location',
  tags: LOCATIONS_AND_FACILITIES,
});

/** Facilities (spec §7 Locations, facilities). */
export const facilitiesRecordParts = recordParts({
  path: 'data-list-facilities',
  idKey: 'facility_ndx',
  entity: 'facility',
  noun: 'Facility',
  tags: LOCATIONS_AND_FACILITIES,
});

/** Import configurations (spec §7 Imports). */
export const importsRecordParts = recordParts({
  path: 'import-data-sources',
  idKey: 'import_ndx',
  entity: 'import',
  noun: 'Import configuration',
  tags: ['System management: imports'],
});

/** A list a form or a page reads as is. */
const list = (path: `/api/${string}`, tags: string[], summary: string) =>
  ({ method: 'GET', path, access, tags, summary }) as const;

/** The alert form's lookups and the table's enabled switch (spec §7 Alerts). */
export const alertCallParts = defineCalls({
  alertTypes: list('/api/alerts-list-alert-types', ALERTS, 'The kinds of alert'),
  locations: list('/api/alerts-list-locations', ALERTS, 'The locations an alert can watch'),
  parameters: list(
    '/api/alerts-list-parameters',
    ALERTS,
    'Each parameter with the locations that record it',
  ),
  sendTo: list(
    '/api/alerts-list-send-to',
    ALERTS,
    'Contacts and groups as one list (a group is its number negated)',
  ),
  setEnabled: {
    method: 'PATCH',
    path: alertsRecordParts.calls.update.path,
    access,
    tags: ALERTS,
    summary: 'Changes one field of an alert: whether it is enabled',
  },
});

/** The groups an alert is sent to, which cannot be deleted (spec §7 Groups). */
export const groupUseCallParts = defineCalls({
  groupsInUse: list(
    '/api/view-groups-used',
    CONTACTS_AND_GROUPS,
    'Groups that cannot be deleted, with what uses them',
  ),
});

/**
 * One owner's whole set of links, read and replaced as one record (its version,
 * `linkSetVersion` of its members, comes as an `ETag`; the replacement takes `If-Match`), under
 * `path/:ownerKey`.
 */
function linkSet(path: `/api/${string}`, ownerKey: string, [owner, member]: [string, string]) {
  const one = `${path}/:${ownerKey}` as const;
  const calls = {
    read: {
      method: 'GET',
      path: one,
      etag: true,
      access,
      tags: ASSOCIATIONS,
      summary: `A ${owner}'s whole set of ${member}s`,
    },
    replace: {
      method: 'PUT',
      path: one,
      etag: true,
      access,
      tags: ASSOCIATIONS,
      summary: `Replaces a ${owner}'s whole set of ${member}s`,
    },
  } as const;
  return { ownerKey, calls };
}

/** A group's contacts, as one set. */
export const groupContactSet = linkSet('/api/assoc-contacts-groups', 'group_ndx', [
  'group',
  'contact',
]);

/** A facility's locations, as one set. */
export const facilityLocationSet = linkSet('/api/assoc-locations-facilities', 'facility_ndx', [
  'facility',
  'location',
]);

/**
 * The association pages (spec §7 Groups, contacts, associations): every link of a link table,
 * and an owner's whole set read and replaced at once; the lists they pick from.
 */
export const associationCallParts = defineCalls({
  groupContacts: list('/api/assoc-contacts-groups', ASSOCIATIONS, 'Every group–contact link'),
  groupContactsOf: groupContactSet.calls.read,
  replaceGroupContacts: groupContactSet.calls.replace,
  facilityLocations: list(
    '/api/assoc-locations-facilities',
    ASSOCIATIONS,
    'Every facility–location link',
  ),
  facilityLocationsOf: facilityLocationSet.calls.read,
  replaceFacilityLocations: facilityLocationSet.calls.replace,
  facilitiesWithTypes: list(
    '/api/list-facilities-with-types',
    ASSOCIATIONS,
    'Every facility with its type',
  ),
  locations: list(
    '/api/list-locations-united-only',
    ASSOCIATIONS,
    'Every location, for the association tables',
  ),
});

/** The lookups of the system-management forms (spec §7 Locations, facilities; Imports). */
export const lookupCallParts = defineCalls({
  locationTypes: list('/api/list-location-types', LOOKUPS, 'Location types'),
  waterbodies: list('/api/list-waterbodies', LOOKUPS, 'Waterbodies'),
  parameters: list('/api/list-all-parameters', LOOKUPS, 'Every parameter with its units'),
  facilityTypes: list('/api/list-facility-types', LOOKUPS, 'Facility types'),
  units: list('/api/list-units', LOOKUPS, 'Units'),
  dataSources: list('/api/list-sources', LOOKUPS, 'Data sources'),
  delimiters: list('/api/list-import-delimiter', LOOKUPS, 'Delimiters an import file may use'),
});

/** The Locations Setup page's table, its map, and a point's elevation (spec §7). */
export const locationSetupCallParts = defineCalls({
  table: list(
    '/api/sys-mgmt-locations-toptable',
    LOCATIONS_AND_FACILITIES,
    'The locations setup table',
  ),
  map: list(
    '/api/locations-map',
    LOCATIONS_AND_FACILITIES,
    'Every location as a point of the setup map, in its legend colour',
  ),
  terrainElevation: {
    method: 'GET',
    path: '/api/terrain-elevation/:latitude/:longitude',
    access,
    tags: LOCATIONS_AND_FACILITIES,
    summary: "A point's elevation in feet, from the configured terrain service",
  },
});

/**
 * A record's history, newest first. There is no call that changes or deletes audit rows, and
 * the table refuses it (see the server's migration 0007).
 */
export const auditCallParts = defineCalls({
  history: {
    method: 'GET',
    path: '/api/audit',
    access,
    tags: ['Audit trail'],
    summary: "A record's history: who changed what, when, from what to what",
  },
  /** Who signed in or failed to, from where: for Administrators only, not Developers. */
  signInEvents: {
    method: 'GET',
    path: '/api/audit/sign-in-events',
    access: { anyOf: ['Administrator'] },
    tags: ['Audit trail'],
    summary: 'Sign-ins, failed sign-ins, lockouts, sign-outs, password changes, pipeline tokens',
  },
});

/** The Ignition Demo page's SCADA site (spec route table). */
export const ignitionDemoCallParts = defineCalls({
  settings: {
    method: 'GET',
    path: '/api/ignition-demo/settings',
    access,
    tags: ['Ignition demo'],
    summary: 'The SCADA site the Ignition Demo links to (HEADGATE_SCADA_URL), or null',
  },
});
