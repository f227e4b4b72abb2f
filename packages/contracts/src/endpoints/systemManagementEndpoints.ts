import * as z from 'zod';
import { downloadFacilitySchema } from '../dataAccess';
import { defineEndpoint, type EndpointAccess } from '../endpointDefinition';
import { idParamsSchema, staleRecordSchema } from '../records';
import { ADMIN_ROLES } from '../roles';
import { signInEventSchema, signInEventsQuerySchema } from '../signInEvents';
import {
  alertParameterChoiceSchema,
  alertRequestPatchSchema,
  alertRequestSchema,
  alertTypeSchema,
  associationLocationSchema,
  auditEntrySchema,
  auditQuerySchema,
  dataSourceChoiceSchema,
  facilityLocationLinkSchema,
  facilityLocationsBodySchema,
  facilityTypeChoiceSchema,
  groupContactSchema,
  groupContactsBodySchema,
  groupUseSchema,
  ignitionDemoSettingsSchema,
  importDelimiterSchema,
  locationChoiceSchema,
  locationMapPointSchema,
  locationRecordSchema,
  locationTypeChoiceSchema,
  parameterChoiceSchema,
  sendToChoiceSchema,
  terrainElevationSchema,
  terrainPointSchema,
  unitChoiceSchema,
  waterbodyChoiceSchema,
} from '../systemManagement';
import { alertsRecord } from './systemManagementRecords';

/** Every system-management call is for Administrators and Developers. */
const access: EndpointAccess = { anyOf: ADMIN_ROLES };

const ALERTS = ['System management: alerts'];
const CONTACTS_AND_GROUPS = ['System management: contacts and groups'];
const ASSOCIATIONS = ['System management: associations'];
const LOCATIONS_AND_FACILITIES = ['System management: locations and facilities'];
const LOOKUPS = ['System management: lookups'];

/** A list a form or a page reads as is. */
const list = <Row extends z.ZodType>(
  path: `/api/${string}`,
  row: Row,
  tags: string[],
  summary: string,
) => defineEndpoint({ method: 'GET', path, response: z.array(row), access, tags, summary });

/** The alert form's lookups and the table's enabled switch (spec §7 Alerts). */
export const alertEndpoints = {
  alertTypes: list('/api/alerts-list-alert-types', alertTypeSchema, ALERTS, 'The kinds of alert'),
  locations: list(
    '/api/alerts-list-locations',
    locationChoiceSchema,
    ALERTS,
    'The locations an alert can watch',
  ),
  parameters: list(
    '/api/alerts-list-parameters',
    alertParameterChoiceSchema,
    ALERTS,
    'Each parameter with the locations that record it',
  ),
  sendTo: list(
    '/api/alerts-list-send-to',
    sendToChoiceSchema,
    ALERTS,
    'Contacts and groups as one list (a group is its number negated)',
  ),
  setEnabled: defineEndpoint({
    method: 'PATCH',
    path: alertsRecord.endpoints.update.path,
    params: idParamsSchema(alertsRecord.idKey),
    body: alertRequestPatchSchema,
    response: alertRequestSchema,
    access,
    tags: ALERTS,
    summary: 'Changes one field of an alert: whether it is enabled',
  }),
};

/** The groups an alert is sent to, which cannot be deleted (spec §7 Groups). */
export const groupUseEndpoints = {
  groupsInUse: list(
    '/api/view-groups-used',
    groupUseSchema,
    CONTACTS_AND_GROUPS,
    'Groups that cannot be deleted, with what uses them',
  ),
};

/**
 * One owner's whole set of links, read and replaced as one record (its version, `linkSetVersion`
 * of its members, comes as an `ETag`; the replacement takes `If-Match`, issue 25).
 */
function linkSet<Link extends z.ZodObject>(
  path: `/api/${string}`,
  ownerKey: string,
  link: Link,
  body: z.ZodType,
  [owner, member]: [string, string],
) {
  const links = z.array(link);
  const one = `${path}/:${ownerKey}` as const;
  return {
    read: defineEndpoint({
      method: 'GET',
      path: one,
      params: idParamsSchema(ownerKey),
      response: links,
      etag: true,
      access,
      tags: ASSOCIATIONS,
      summary: `A ${owner}'s whole set of ${member}s`,
    }),
    replace: defineEndpoint({
      method: 'PUT',
      path: one,
      params: idParamsSchema(ownerKey),
      body,
      response: links,
      etag: true,
      preconditionFailed: staleRecordSchema(links),
      access,
      tags: ASSOCIATIONS,
      summary: `Replaces a ${owner}'s whole set of ${member}s`,
    }),
  };
}

const groupContactSet = linkSet(
  '/api/assoc-contacts-groups',
  'group_ndx',
  groupContactSchema,
  groupContactsBodySchema,
  ['group', 'contact'],
);
const facilityLocationSet = linkSet(
  '/api/assoc-locations-facilities',
  'facility_ndx',
  facilityLocationLinkSchema,
  facilityLocationsBodySchema,
  ['facility', 'location'],
);

/**
 * The association pages (spec §7 Groups, contacts, associations): every link of a link table,
 * and an owner's whole set read and replaced at once; the lists they pick from.
 */
export const associationEndpoints = {
  groupContacts: list(
    '/api/assoc-contacts-groups',
    groupContactSchema,
    ASSOCIATIONS,
    'Every group–contact link',
  ),
  groupContactsOf: groupContactSet.read,
  replaceGroupContacts: groupContactSet.replace,
  facilityLocations: list(
    '/api/assoc-locations-facilities',
    facilityLocationLinkSchema,
    ASSOCIATIONS,
    'Every facility–location link',
  ),
  facilityLocationsOf: facilityLocationSet.read,
  replaceFacilityLocations: facilityLocationSet.replace,
  facilitiesWithTypes: list(
    '/api/list-facilities-with-types',
    downloadFacilitySchema,
    ASSOCIATIONS,
    'Every facility with its type',
  ),
  locations: list(
    '/api/list-locations-united-only',
    associationLocationSchema,
    ASSOCIATIONS,
    'Every location, for the association tables',
  ),
};

/** The lookups of the system-management forms (spec §7 Locations, facilities; Imports). */
export const lookupEndpoints = {
  locationTypes: list(
    '/api/list-location-types',
    locationTypeChoiceSchema,
    LOOKUPS,
    'Location types',
  ),
  waterbodies: list('/api/list-waterbodies', waterbodyChoiceSchema, LOOKUPS, 'Waterbodies'),
  parameters: list(
    '/api/list-all-parameters',
    parameterChoiceSchema,
    LOOKUPS,
    'Every parameter with its units',
  ),
  facilityTypes: list(
    '/api/list-facility-types',
    facilityTypeChoiceSchema,
    LOOKUPS,
    'Facility types',
  ),
  units: list('/api/list-units', unitChoiceSchema, LOOKUPS, 'Units'),
  dataSources: list('/api/list-sources', dataSourceChoiceSchema, LOOKUPS, 'Data sources'),
  delimiters: list(
    '/api/list-import-delimiter',
    importDelimiterSchema,
    LOOKUPS,
    'Delimiters an import file may use',
  ),
};

/** The Locations Setup page's table, its map, and a point's elevation (spec §7). */
export const locationSetupEndpoints = {
  table: list(
    '/api/sys-mgmt-locations-toptable',
    locationRecordSchema,
    LOCATIONS_AND_FACILITIES,
    'The locations setup table',
  ),
  map: list(
    '/api/locations-map',
    locationMapPointSchema,
    LOCATIONS_AND_FACILITIES,
    'Every location as a point of the setup map, in its legend colour',
  ),
  terrainElevation: defineEndpoint({
    method: 'GET',
    path: '/api/terrain-elevation/:latitude/:longitude',
    params: terrainPointSchema,
    response: terrainElevationSchema,
    access,
    tags: LOCATIONS_AND_FACILITIES,
    summary: "A point's elevation in feet, from the configured terrain service",
  }),
};

/**
 * A record's history, newest first. There is no call that changes or deletes audit rows, and
 * the table refuses it (see the server's migration 0007).
 */
export const auditEndpoints = {
  history: defineEndpoint({
    method: 'GET',
    path: '/api/audit',
    query: auditQuerySchema,
    response: z.array(auditEntrySchema),
    access,
    tags: ['Audit trail'],
    summary: "A record's history: who changed what, when, from what to what",
  }),
  /** Who signed in or failed to, from where: for Administrators only, not Developers. */
  signInEvents: defineEndpoint({
    method: 'GET',
    path: '/api/audit/sign-in-events',
    query: signInEventsQuerySchema,
    response: z.array(signInEventSchema),
    access: { anyOf: ['Administrator'] },
    tags: ['Audit trail'],
    summary: 'Sign-ins, failed sign-ins, lockouts, sign-outs, password changes, pipeline tokens',
  }),
};

/** The Ignition Demo page's SCADA site (spec route table). */
export const ignitionDemoEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/ignition-demo/settings',
    response: ignitionDemoSettingsSchema,
    access,
    tags: ['Ignition demo'],
    summary: 'The SCADA site the Ignition Demo links to (HEADGATE_SCADA_URL), or null',
  }),
};
