import * as z from 'zod';
import { downloadFacilitySchema } from '../dataAccess/dataAccess';
import { defineEndpoints } from '../endpointDefinition';
import { defineRecord, idParamsSchema, staleRecordSchema } from '../records';
import {
  alertCallParts,
  alertsRecordParts,
  associationCallParts,
  auditCallParts,
  contactsRecordParts,
  facilitiesRecordParts,
  facilityLocationSet,
  groupContactSet,
  groupsRecordParts,
  groupUseCallParts,
  ignitionDemoCallParts,
  importsRecordParts,
  locationSetupCallParts,
  locationsRecordParts,
  lookupCallParts,
} from './callParts';
import { signInEventSchema, signInEventsQuerySchema } from './signInEvents';
import {
  alertParameterChoiceSchema,
  alertRequestBodySchema,
  alertRequestPatchSchema,
  alertRequestSchema,
  alertTypeSchema,
  associationLocationSchema,
  auditEntrySchema,
  auditQuerySchema,
  contactBodySchema,
  contactSchema,
  dataSourceChoiceSchema,
  facilityBodySchema,
  facilityLocationLinkSchema,
  facilityLocationsBodySchema,
  facilityRecordSchema,
  facilityTypeChoiceSchema,
  groupBodySchema,
  groupContactSchema,
  groupContactsBodySchema,
  groupSchema,
  groupUseSchema,
  ignitionDemoSettingsSchema,
  importConfigurationBodySchema,
  importConfigurationSchema,
  importDelimiterSchema,
  locationBodySchema,
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
} from './systemManagement';

/** `alertsRecordParts` with their schemas. */
export const alertsRecord = defineRecord(alertsRecordParts, {
  body: alertRequestBodySchema,
  row: alertRequestSchema,
});

/** `contactsRecordParts` with their schemas. */
export const contactsRecord = defineRecord(contactsRecordParts, {
  body: contactBodySchema,
  row: contactSchema,
});

/** `groupsRecordParts` with their schemas. */
export const groupsRecord = defineRecord(groupsRecordParts, {
  body: groupBodySchema,
  row: groupSchema,
});

/** `locationsRecordParts` with their schemas. */
export const locationsRecord = defineRecord(locationsRecordParts, {
  body: locationBodySchema,
  row: locationRecordSchema,
});

/** `facilitiesRecordParts` with their schemas. */
export const facilitiesRecord = defineRecord(facilitiesRecordParts, {
  body: facilityBodySchema,
  row: facilityRecordSchema,
});

/** `importsRecordParts` with their schemas. */
export const importsRecord = defineRecord(importsRecordParts, {
  body: importConfigurationBodySchema,
  row: importConfigurationSchema,
  // The import runner clears run_now and moves both retrieval times on every run: counted in the
  // version, an import form open across a run would be refused though no person changed it.
  unversioned: ['run_now', 'last_retrieval', 'next_retrieval'],
});

/** A list answered as is. */
const listOf = <Row extends z.ZodType>(row: Row) => ({ response: z.array(row) });

/** `alertCallParts` with their schemas: what the server registers and checks. */
export const alertEndpoints = defineEndpoints(alertCallParts, {
  alertTypes: listOf(alertTypeSchema),
  locations: listOf(locationChoiceSchema),
  parameters: listOf(alertParameterChoiceSchema),
  sendTo: listOf(sendToChoiceSchema),
  setEnabled: {
    params: idParamsSchema(alertsRecordParts.idKey),
    body: alertRequestPatchSchema,
    response: alertRequestSchema,
  },
});

/** `groupUseCallParts` with their schemas: what the server registers and checks. */
export const groupUseEndpoints = defineEndpoints(groupUseCallParts, {
  groupsInUse: listOf(groupUseSchema),
});

/** The schemas of one owner's whole set of links: its members as `link`s, replaced by `body`. */
function linkSetSchemas(set: { ownerKey: string }, link: z.ZodObject, body: z.ZodType) {
  const links = z.array(link);
  const params = idParamsSchema(set.ownerKey);
  return {
    read: { params, response: links },
    replace: { params, body, response: links, preconditionFailed: staleRecordSchema(links) },
  };
}

const groupContactSetSchemas = linkSetSchemas(
  groupContactSet,
  groupContactSchema,
  groupContactsBodySchema,
);
const facilityLocationSetSchemas = linkSetSchemas(
  facilityLocationSet,
  facilityLocationLinkSchema,
  facilityLocationsBodySchema,
);

/** `associationCallParts` with their schemas: what the server registers and checks. */
export const associationEndpoints = defineEndpoints(associationCallParts, {
  groupContacts: listOf(groupContactSchema),
  groupContactsOf: groupContactSetSchemas.read,
  replaceGroupContacts: groupContactSetSchemas.replace,
  facilityLocations: listOf(facilityLocationLinkSchema),
  facilityLocationsOf: facilityLocationSetSchemas.read,
  replaceFacilityLocations: facilityLocationSetSchemas.replace,
  facilitiesWithTypes: listOf(downloadFacilitySchema),
  locations: listOf(associationLocationSchema),
});

/** `lookupCallParts` with their schemas: what the server registers and checks. */
export const lookupEndpoints = defineEndpoints(lookupCallParts, {
  locationTypes: listOf(locationTypeChoiceSchema),
  waterbodies: listOf(waterbodyChoiceSchema),
  parameters: listOf(parameterChoiceSchema),
  facilityTypes: listOf(facilityTypeChoiceSchema),
  units: listOf(unitChoiceSchema),
  dataSources: listOf(dataSourceChoiceSchema),
  delimiters: listOf(importDelimiterSchema),
});

/** `locationSetupCallParts` with their schemas: what the server registers and checks. */
export const locationSetupEndpoints = defineEndpoints(locationSetupCallParts, {
  table: listOf(locationRecordSchema),
  map: listOf(locationMapPointSchema),
  terrainElevation: { params: terrainPointSchema, response: terrainElevationSchema },
});

/** `auditCallParts` with their schemas: what the server registers and checks. */
export const auditEndpoints = defineEndpoints(auditCallParts, {
  history: { query: auditQuerySchema, response: z.array(auditEntrySchema) },
  signInEvents: { query: signInEventsQuerySchema, response: z.array(signInEventSchema) },
});

/** `ignitionDemoCallParts` with their schemas: what the server registers and checks. */
export const ignitionDemoEndpoints = defineEndpoints(ignitionDemoCallParts, {
  settings: { response: ignitionDemoSettingsSchema },
});
