export * from './calls';
export * from './endpoints';
export * from './graphCsv';
export * from './graphKinds';
export * from './graphSeries';
