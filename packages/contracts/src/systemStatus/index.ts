export * from './calls';
export * from './endpoints';
export * from './systemStatus';
