import { defineEndpoints } from '../endpointDefinition';
import { riverPhotoRequestSchema } from '../facilityPages/facilityPages';
import { riverPhotoCallParts } from './callParts';

/** The river photo call with its request's schema. */
export const riverPhotoEndpoint = defineEndpoints(riverPhotoCallParts, {
  photo: { body: riverPhotoRequestSchema },
}).photo;
