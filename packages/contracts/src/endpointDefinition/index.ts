export { defineEndpoint } from './endpoint';
export type {
  Endpoint,
  EndpointAccess,
  EndpointAnswer,
  EndpointInput,
  EndpointMethod,
  EndpointRequestParts,
  EndpointResponse,
} from './endpoint';
export { defineCalls } from './endpointCall';
export type { Callable, CallOf, CallsOf, EndpointCall } from './endpointCall';
export { endpointUrl } from './endpointUrl';
