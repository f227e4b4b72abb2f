export * from './calls';
export * from './endpoints';
export * from './facilityDisplay';
export * from './facilityPages';
