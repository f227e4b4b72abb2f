import { defineRecord } from '../records';
import {
  alertRequestBodySchema,
  alertRequestSchema,
  contactBodySchema,
  contactSchema,
  facilityBodySchema,
  facilityRecordSchema,
  groupBodySchema,
  groupSchema,
  importConfigurationBodySchema,
  importConfigurationSchema,
  locationBodySchema,
  locationRecordSchema,
} from '../systemManagement';

const LOCATIONS_AND_FACILITIES = ['System management: locations and facilities'];
const CONTACTS_AND_GROUPS = ['System management: contacts and groups'];

/** Alert requests (spec §7 Alerts); the enabled switch has its own call (`alertEndpoints`). */
export const alertsRecord = defineRecord({
  path: 'alerts-management-table',
  idKey: 'alert_request_ndx',
  entity: 'alert',
  noun: 'Alert',
  body: alertRequestBodySchema,
  row: alertRequestSchema,
  tags: ['System management: alerts'],
});

/** Contacts alerts are sent to (spec §7 Groups, contacts, associations). */
export const contactsRecord = defineRecord({
  path: 'list-contacts',
  idKey: 'contact_ndx',
  entity: 'contact',
  noun: 'Contact',
  body: contactBodySchema,
  row: contactSchema,
  tags: CONTACTS_AND_GROUPS,
});

/** Contact groups (spec §7 Groups, contacts, associations). */
export const groupsRecord = defineRecord({
  path: 'list-groups',
  idKey: 'group_ndx',
  entity: 'group',
  noun: 'Group',
  body: groupBodySchema,
  row: groupSchema,
  tags: CONTACTS_AND_GROUPS,
});

/** Locations (spec §7 Locations, facilities). */
export const locationsRecord = defineRecord({
  path: 'data-list-locations',
  idKey: 'location_ndx',
  entity: 'location',
  noun: 'Location',
  body: locationBodySchema,
  row: locationRecordSchema,
  tags: LOCATIONS_AND_FACILITIES,
});

/** Facilities (spec §7 Locations, facilities). */
export const facilitiesRecord = defineRecord({
  path: 'data-list-facilities',
  idKey: 'facility_ndx',
  entity: 'facility',
  noun: 'Facility',
  body: facilityBodySchema,
  row: facilityRecordSchema,
  tags: LOCATIONS_AND_FACILITIES,
});

/** Import configurations (spec §7 Imports). */
export const importsRecord = defineRecord({
  path: 'import-data-sources',
  idKey: 'import_ndx',
  entity: 'import',
  noun: 'Import configuration',
  body: importConfigurationBodySchema,
  row: importConfigurationSchema,
  tags: ['System management: imports'],
  // The import runner clears run_now and moves both retrieval times on every run: counted in the
  // version, an import form open across a run would be refused though no person changed it.
  unversioned: ['run_now', 'last_retrieval', 'next_retrieval'],
});
