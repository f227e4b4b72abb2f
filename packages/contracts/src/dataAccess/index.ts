export * from './calls';
export * from './dataAccess';
export * from './endpoints';
