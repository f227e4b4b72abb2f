export * from './authSettings';
export * from './calls';
export * from './clientEvents';
export * from './endpoints';
export * from './health';
