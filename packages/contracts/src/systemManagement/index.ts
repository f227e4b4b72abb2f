export * from './calls';
export * from './endpoints';
export * from './signInEvents';
export * from './systemManagement';
