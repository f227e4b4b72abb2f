// The package's root: every area's calls, endpoints and schemas, and what the areas share. A
// page that must not load zod imports `@headgate/contracts/calls` instead.
export * from './endpointDefinition';
export * from './endpointOfCall';
export * from './entities';
export * from './errors';
export * from './ids';
export * from './instants';
export * from './parameterLabel';
export * from './records';
export * from './roles';
export * from './spreadsheetCells';

export * from './dataAccess';
export * from './facilityPages';
export * from './map';
export * from './mobileTracker';
export * from './platform';
export * from './release';
export * from './riverPhoto';
export * from './serverJobs';
export * from './systemManagement';
export * from './systemStatus';
export * from './timeSeries';
export * from './usersManagement';
