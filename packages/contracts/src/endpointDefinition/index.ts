export * from './endpoint';
export * from './endpointCall';
export * from './endpointGroup';
export * from './endpointUrl';
