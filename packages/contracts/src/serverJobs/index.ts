export * from './calls';
export * from './endpoints';
