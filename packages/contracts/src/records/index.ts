export * from './recordDescriptor';
export * from './recordParts';
export * from './recordVersion';
export * from './staleRecord';
