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
export { endpointUrl } from './endpointUrl';
