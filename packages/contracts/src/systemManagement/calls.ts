import type { CallsOf } from '../endpointDefinition';
import {
  alertCallParts,
  alertsRecordParts,
  associationCallParts,
  auditCallParts,
  contactsRecordParts,
  facilitiesRecordParts,
  groupsRecordParts,
  groupUseCallParts,
  ignitionDemoCallParts,
  importsRecordParts,
  locationSetupCallParts,
  locationsRecordParts,
  lookupCallParts,
} from './callParts';
import type {
  alertEndpoints,
  alertsRecord,
  associationEndpoints,
  auditEndpoints,
  contactsRecord,
  facilitiesRecord,
  groupsRecord,
  groupUseEndpoints,
  ignitionDemoEndpoints,
  importsRecord,
  locationSetupEndpoints,
  locationsRecord,
  lookupEndpoints,
} from './endpoints';

/** `alertsRecord`'s endpoints as a browser calls them: typed by the endpoints, without their schemas. */
export const alertsRecordCalls: CallsOf<typeof alertsRecord.endpoints> = alertsRecordParts.calls;

/** `contactsRecord`'s endpoints as a browser calls them: typed by the endpoints, without their schemas. */
export const contactsRecordCalls: CallsOf<typeof contactsRecord.endpoints> =
  contactsRecordParts.calls;

/** `groupsRecord`'s endpoints as a browser calls them: typed by the endpoints, without their schemas. */
export const groupsRecordCalls: CallsOf<typeof groupsRecord.endpoints> = groupsRecordParts.calls;

/** `locationsRecord`'s endpoints as a browser calls them: typed by the endpoints, without their schemas. */
export const locationsRecordCalls: CallsOf<typeof locationsRecord.endpoints> =
  locationsRecordParts.calls;

/** `facilitiesRecord`'s endpoints as a browser calls them: typed by the endpoints, without their schemas. */
export const facilitiesRecordCalls: CallsOf<typeof facilitiesRecord.endpoints> =
  facilitiesRecordParts.calls;

/** `importsRecord`'s endpoints as a browser calls them: typed by the endpoints, without their schemas. */
export const importsRecordCalls: CallsOf<typeof importsRecord.endpoints> = importsRecordParts.calls;

/** `alertEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const alertCalls: CallsOf<typeof alertEndpoints> = alertCallParts;

/** `groupUseEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const groupUseCalls: CallsOf<typeof groupUseEndpoints> = groupUseCallParts;

/** `associationEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const associationCalls: CallsOf<typeof associationEndpoints> = associationCallParts;

/** `lookupEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const lookupCalls: CallsOf<typeof lookupEndpoints> = lookupCallParts;

/** `locationSetupEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const locationSetupCalls: CallsOf<typeof locationSetupEndpoints> = locationSetupCallParts;

/** `auditEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const auditCalls: CallsOf<typeof auditEndpoints> = auditCallParts;

/** `ignitionDemoEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const ignitionDemoCalls: CallsOf<typeof ignitionDemoEndpoints> = ignitionDemoCallParts;
