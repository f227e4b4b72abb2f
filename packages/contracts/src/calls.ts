/**
 * What a browser needs to call the API without loading zod: every endpoint's call, typed by its
 * endpoint, and the plain constants beside them. Nothing this module reaches imports zod
 * (`calls.test.ts`); the endpoints with their schemas stay in the package's root module, for the
 * server and for the forms.
 */
export * from './dataAccess/calls';
export * from './facilityPages/calls';
export * from './map/calls';
export * from './mobileTracker/calls';
export * from './platform/calls';
export * from './release/calls';
export * from './riverPhoto/calls';
export * from './serverJobs/calls';
export * from './systemManagement/calls';
export * from './systemStatus/calls';
export * from './timeSeries/calls';
export * from './usersManagement/calls';
export * from './map/basemapIds';
export * from './map/mapSymbolParameters';
export { endpointUrl } from './endpointDefinition/endpointUrl';
